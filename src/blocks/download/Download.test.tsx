import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('download block', () => {
  const ebook = {
    type: 'download',
    icon: 'book',
    heading: 'Your free recipe eBook',
    text: 'Six ways to cook with Ceylon cinnamon.',
    label: 'Download the eBook',
    href: '/downloads/cinnamon-recipe-ebook.pdf',
    fileName: 'ceylon-and-co-recipes.pdf',
    meta: 'PDF · 2 pages',
  };

  it('describes the file: heading, text and format', () => {
    renderBlocks([parseBlock(ebook)]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your free recipe eBook' })).toBeInTheDocument();
    expect(screen.getByText('Six ways to cook with Ceylon cinnamon.')).toBeInTheDocument();
    expect(screen.getByText('PDF · 2 pages')).toBeInTheDocument();
  });

  it('links to the file as a download, under its suggested name', () => {
    renderBlocks([parseBlock(ebook)]);
    const link = screen.getByRole('link', { name: 'Download the eBook' });
    expect(link).toHaveAttribute('href', '/downloads/cinnamon-recipe-ebook.pdf');
    expect(link).toHaveAttribute('download', 'ceylon-and-co-recipes.pdf');
  });

  it('is still a download without a suggested name', () => {
    renderBlocks([parseBlock({ type: 'download', heading: 'Price list', label: 'Get the price list', href: '/downloads/prices.pdf' })]);
    const link = screen.getByRole('link', { name: 'Get the price list' });
    expect(link).toHaveAttribute('href', '/downloads/prices.pdf');
    expect(link).toHaveAttribute('download', '');
  });
});
