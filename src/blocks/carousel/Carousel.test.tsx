import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { stubLayout } from '../../../tests/support/stubLayout.ts';
import { artShown } from '../../../tests/support/artShown.ts';

/** Swiper is fetched lazily; on a busy machine the first import can take a few seconds. */
const swiperArrives = { timeout: 10_000 };

describe('carousel block', { timeout: 20_000 }, () => {
  const slides = [
    { image: { src: '/art/travel/sintra.svg', alt: 'A colourful hilltop palace', width: 1200, height: 750 }, caption: 'Sintra, Portugal' },
    { image: { src: '/art/travel/colmar.svg', alt: 'Half-timbered houses along a canal', width: 1200, height: 750 }, caption: 'Colmar, France' },
    { image: { src: '/art/travel/cinque-terre.svg', alt: 'Pastel houses on a cliff', width: 1200, height: 750 }, caption: 'Cinque Terre, Italy' },
  ];
  const carousel = parseBlock({ type: 'carousel', eyebrow: 'The journey', heading: 'Where you will wander', slides });

  // jsdom has no layout and no matchMedia, both of which Swiper needs: give every element a width
  // and answer every media query with "no", so Swiper lays out its narrow-screen view.
  beforeEach(() => {
    stubLayout();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function expectEverySlideOnce() {
    for (const slide of slides) {
      const picture = screen.getByRole('img', { name: slide.image.alt });
      expect(artShown(picture)).toBe(slide.image.src);
      const figure = picture.closest('figure');
      if (figure === null) throw new Error(`${slide.caption} is not in a figure`);
      expect(within(figure).getByText(slide.caption)).toBeInTheDocument();
    }
  }

  it('shows every slide as a captioned picture, exactly once, whether drawn as the strip or by Swiper', async () => {
    renderBlocks([carousel]);
    expect(screen.getByRole('heading', { level: 2, name: 'Where you will wander' })).toBeInTheDocument();
    expect(screen.getByText('The journey')).toBeInTheDocument();
    expectEverySlideOnce();

    await screen.findByRole('button', { name: 'Next slide' }, swiperArrives);
    expectEverySlideOnce();
  });

  it('once Swiper arrives, labels each slide with its position', async () => {
    renderBlocks([carousel]);
    await screen.findByRole('button', { name: 'Next slide' }, swiperArrives);
    expect(within(screen.getByRole('group', { name: '1 of 3' })).getByText('Sintra, Portugal')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '3 of 3' })).getByText('Cinque Terre, Italy')).toBeInTheDocument();
  });

  it('once Swiper arrives, steps through the slides with the Previous and Next buttons', async () => {
    renderBlocks([carousel]);
    const next = await screen.findByRole('button', { name: 'Next slide' }, swiperArrives);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('without a heading, is a region named Gallery', async () => {
    renderBlocks([parseBlock({ type: 'carousel', slides })]);
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).queryByRole('heading')).not.toBeInTheDocument();
    expect(await within(gallery).findByRole('button', { name: 'Next slide' }, swiperArrives)).toBeInTheDocument();
  });
});
