import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('features block', () => {
  const items = [
    { icon: 'drop', title: 'Cleanse', text: 'Start on clean, dry skin.' },
    { icon: 'sparkle', title: 'Apply 3–4 drops', text: 'Press gently into face and neck.' },
    { icon: 'sun', title: 'Protect', text: 'Follow with SPF 30 or higher.' },
  ];

  it('shows its eyebrow, heading and intro', () => {
    renderBlocks([
      parseBlock({ type: 'features', eyebrow: 'How to use', heading: 'Thirty seconds every morning', intro: 'Three steps.', items }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Thirty seconds every morning' })).toBeInTheDocument();
    expect(screen.getByText('How to use')).toBeInTheDocument();
    expect(screen.getByText('Three steps.')).toBeInTheDocument();
  });

  it('lists each item, in order, with its title as a heading and its text', () => {
    renderBlocks([parseBlock({ type: 'features', heading: 'Why it works', items })]);
    const listItems = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(listItems).toHaveLength(3);
    listItems.forEach((listItem, index) => {
      const item = items[index];
      if (item === undefined) throw new Error('more list items than features');
      expect(within(listItem).getByRole('heading', { level: 3 })).toHaveTextContent(item.title);
      expect(within(listItem).getByText(item.text)).toBeInTheDocument();
    });
  });

  it('numbers the items when they are steps', () => {
    renderBlocks([parseBlock({ type: 'features', numbered: true, items })]);
    const listItems = screen.getAllByRole('listitem');
    expect(listItems.map((listItem) => listItem.textContent)).toEqual([
      '1CleanseStart on clean, dry skin.',
      '2Apply 3–4 dropsPress gently into face and neck.',
      '3ProtectFollow with SPF 30 or higher.',
    ]);
  });

  it('shows no numbers when the items are not steps', () => {
    renderBlocks([parseBlock({ type: 'features', items })]);
    expect(screen.getAllByRole('listitem').map((listItem) => listItem.textContent)).toEqual([
      'CleanseStart on clean, dry skin.',
      'Apply 3–4 dropsPress gently into face and neck.',
      'ProtectFollow with SPF 30 or higher.',
    ]);
  });

  it('leaves out the intro when it has none', () => {
    renderBlocks([parseBlock({ type: 'features', items })]);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
