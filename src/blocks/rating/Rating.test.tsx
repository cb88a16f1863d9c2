import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('rating block', () => {
  const rating = parseBlock({
    type: 'rating',
    heading: 'Skin that speaks for itself',
    score: 5,
    count: 1248,
    quotes: [
      { text: 'My dark spots faded in three weeks.', author: 'Amara J.', detail: 'Combination skin' },
      { text: 'This is the one I keep reordering.', author: 'Lena K.' },
    ],
  });

  /** The sentence that says the score and the number of reviews. */
  const scoreLine = () => screen.getByText(/from [\d,]+ /);

  it('says the score with one decimal and the review count with a thousands separator', () => {
    renderBlocks([rating]);
    expect(screen.getByRole('heading', { level: 2, name: 'Skin that speaks for itself' })).toBeInTheDocument();
    expect(scoreLine()).toHaveTextContent('5.0 from 1,248 reviews');
  });

  it('uses its own label for what the count counts, and shows fractional scores', () => {
    renderBlocks([parseBlock({ type: 'rating', score: 4.5, count: 12_034, label: 'ratings' })]);
    expect(scoreLine()).toHaveTextContent('4.5 from 12,034 ratings');
  });

  it('shows each quote with its author and detail', () => {
    renderBlocks([rating]);
    const quotes = screen.getAllByRole('listitem');
    expect(quotes).toHaveLength(2);
    const [first, second] = quotes;
    if (first === undefined || second === undefined) throw new Error('expected two quotes');
    expect(within(first).getByRole('blockquote')).toHaveTextContent('“My dark spots faded in three weeks.”');
    expect(within(first).getByRole('figure')).toHaveTextContent('Amara J. · Combination skin');
    expect(within(second).getByRole('blockquote')).toHaveTextContent('“This is the one I keep reordering.”');
    expect(within(second).getByRole('figure')).toHaveTextContent(/Lena K\.$/);
  });

  it('shows no quote list when there are no quotes', () => {
    renderBlocks([parseBlock({ type: 'rating', score: 4, count: 3 })]);
    expect(scoreLine()).toHaveTextContent('4.0 from 3 reviews');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('gives every star its own gradient id, so the page has no duplicate ids and each star is filled from its own', () => {
    const { container } = renderBlocks([rating]);
    // The summary's five stars and five per quote: three rows of five-star ratings.
    const gradients = [...container.querySelectorAll('linearGradient')];
    expect(gradients).toHaveLength(15);
    const ids = gradients.map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(ids.length);
    const fills = [...container.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
  });
});
