import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

describe('product block', () => {
  const image = { src: '/art/plants/fig.svg', alt: 'A tall fiddle leaf fig in a white pot', width: 560, height: 700 };
  const product = parseBlock({
    type: 'product',
    eyebrow: 'Bestseller',
    name: 'Fiddle Leaf Fig',
    price: 49,
    description: 'Big, glossy, violin-shaped leaves on a slender trunk.',
    image,
    details: [
      { icon: 'truck', label: 'Delivery in 3–5 business days' },
      { icon: 'return', label: 'Free returns within 30 days' },
    ],
    action: { label: 'Add to Cart', event: 'ADD_TO_CART' },
  });

  it('shows the product name as the page h1 with its picture, eyebrow, price and description', () => {
    renderBlocks([product], { on: { ADD_TO_CART: 'thank-you' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Fiddle Leaf Fig' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'A tall fiddle leaf fig in a white pot' });
    expect(artShown(picture)).toBe('/art/plants/fig.svg');
    expect(picture).toHaveAttribute('width', '560');
    expect(picture).toHaveAttribute('height', '700');
    expect(screen.getByText('Bestseller')).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();
    expect(screen.getByText('Big, glossy, violin-shaped leaves on a slender trunk.')).toBeInTheDocument();
  });

  it('lists the delivery and returns details', () => {
    renderBlocks([product], { on: { ADD_TO_CART: 'thank-you' } });
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Delivery in 3–5 business days',
      'Free returns within 30 days',
    ]);
  });

  it('sends its buy event to the funnel machine', async () => {
    const { actor } = renderBlocks([product], { on: { ADD_TO_CART: 'thank-you' } });
    expect(actor.getSnapshot().value).toBe('landing');
    await userEvent.click(screen.getByRole('link', { name: 'Add to Cart' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('formats the price in its currency, with cents only when there are some', () => {
    renderBlocks([
      parseBlock({
        type: 'product',
        name: 'Gift card',
        price: 24.5,
        currency: 'GBP',
        description: 'For a friend.',
        image,
        action: { label: 'Buy on our shop', href: 'https://shop.example.com/gift' },
      }),
    ]);
    expect(screen.getByText('£24.50')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy on our shop' })).toHaveAttribute('href', 'https://shop.example.com/gift');
  });
});
