import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('hero block', () => {
  const hero = parseBlock({
    type: 'hero',
    eyebrow: 'Vitamin C Glow Serum',
    heading: 'Wake up to brighter skin',
    text: 'A lightweight serum.',
    image: { src: '/art/x.svg', alt: 'A bottle of serum', width: 640, height: 640 },
    highlights: ['Vegan'],
    actions: [
      { label: 'Order Now', event: 'ORDER' },
      { label: 'Read more', scrollTo: 'details', variant: 'secondary' },
    ],
  });

  it('shows the headline as the page h1 with its picture, pitch and highlights', () => {
    renderBlocks([hero], { on: { ORDER: 'thank-you' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Wake up to brighter skin' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A bottle of serum' })).toHaveAttribute('width', '640');
    expect(screen.getByText('A lightweight serum.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Vegan');
  });

  it('sends its event to the funnel machine and links its scroll action to the anchor', async () => {
    const { actor } = renderBlocks([hero], { on: { ORDER: 'thank-you' } });
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '#details');
    await userEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
  });
});
