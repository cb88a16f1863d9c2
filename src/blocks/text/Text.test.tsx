import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('text block', () => {
  it('shows its eyebrow, heading and paragraphs in order', () => {
    renderBlocks([
      parseBlock({
        type: 'text',
        eyebrow: 'From our growers',
        heading: 'Peeled, rolled and dried within a day',
        paragraphs: ['Each quill is cut after the rains.', 'It dries slowly in the shade.'],
      }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Peeled, rolled and dried within a day' })).toBeInTheDocument();
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'From our growers',
      'Each quill is cut after the rains.',
      'It dries slowly in the shade.',
    ]);
  });

  it('can be paragraphs alone', () => {
    renderBlocks([parseBlock({ type: 'text', paragraphs: ['Just a note.'] })]);
    expect(screen.getByText('Just a note.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
