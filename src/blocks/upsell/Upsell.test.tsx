import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

describe('upsell block', () => {
  const offer = {
    type: 'upsell',
    badge: 'One-time offer',
    heading: 'Add the gift set at 20% off',
    text: 'Our gift box pairs a jar of ground cinnamon with a bundle of quills.',
    image: { src: '/art/gift-set.svg', alt: 'An open gift box with a jar and quills', width: 560, height: 420 },
    discountPercent: 20,
    includes: ['A jar of ground Ceylon cinnamon', 'A printed recipe card'],
    accept: { label: 'Yes, add to my order', event: 'ACCEPT' },
    decline: { label: 'No thanks', event: 'DECLINE', variant: 'ghost' },
  };
  const upsell = parseBlock(offer);
  const on = { ACCEPT: { target: 'thank-you', flag: 'giftSetAdded' }, DECLINE: 'thank-you' };

  it('presents the offer: badge, heading as the page h1, text, picture and what it includes', () => {
    renderBlocks([upsell], { on });
    expect(screen.getByText('One-time offer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add the gift set at 20% off' })).toBeInTheDocument();
    expect(screen.getByText('Our gift box pairs a jar of ground cinnamon with a bundle of quills.')).toBeInTheDocument();
    expect(artShown(screen.getByRole('img', { name: 'An open gift box with a jar and quills' }))).toBe('/art/gift-set.svg');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A jar of ground Ceylon cinnamon',
      'A printed recipe card',
    ]);
  });

  it('shows only the discount when there is no regular price', () => {
    renderBlocks([upsell], { on });
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('derives the offer price from the regular price and shows what it was', () => {
    renderBlocks([parseBlock({ ...offer, regularPrice: 59 })], { on });
    expect(screen.getByText('$47.20')).toBeInTheDocument();
    // The struck-through regular price is announced as what it was.
    expect(screen.getByText('$59')).toHaveTextContent('was $59');
    expect(screen.getByText('20% off')).toBeInTheDocument();
  });

  it('shows a whole offer price without cents, in the block currency', () => {
    renderBlocks([parseBlock({ ...offer, regularPrice: 50, discountPercent: 30, currency: 'EUR' })], { on });
    expect(screen.getByText('€35')).toBeInTheDocument();
    expect(screen.getByText('€50')).toHaveTextContent('was €50');
    expect(screen.getByText('30% off')).toBeInTheDocument();
  });

  it('accepting sends its event: the machine moves on and records the choice', async () => {
    const { actor } = renderBlocks([upsell], { on });
    await userEvent.click(screen.getByRole('link', { name: 'Yes, add to my order' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
    expect(actor.getSnapshot().context.flags.giftSetAdded).toBe(true);
  });

  it('declining sends its event: the machine moves on without the offer', async () => {
    const { actor } = renderBlocks([upsell], { on });
    await userEvent.click(screen.getByRole('link', { name: 'No thanks' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
    expect(actor.getSnapshot().context.flags.giftSetAdded).toBeUndefined();
  });
});
