import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { stubLayout } from '../../../tests/support/stubLayout.ts';
import { artShown } from '../../../tests/support/artShown.ts';

const logos = content.collections.logos;

/** Each logo's name, as its caption reads, in page order. */
function shownNames(): (string | null)[] {
  return screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption strong')?.textContent ?? null);
}

function expectLogoShownOnce(logo: (typeof logos)[number]) {
  const images = screen.getAllByRole('img', { name: logo.alt });
  expect(images).toHaveLength(1);
  expect(artShown(images[0])).toBe(logo.src);
  expect(images[0]).toHaveAttribute('alt', logo.alt);
  expect(logo.alt.trim()).not.toBe('');
  const figure = images[0]?.closest('figure');
  if (figure === null || figure === undefined) throw new Error(`${logo.name} is not in a figure`);
  expect(within(figure).getByText(logo.name)).toBeInTheDocument();
  expect(within(figure).getByText(logo.desc)).toBeInTheDocument();
}

describe('logo-gallery block', () => {
  // Fetching Swiper for the first time is slow on a busy machine: do it once, outside the tests' time limits.
  beforeAll(async () => {
    await import('../../ui/carousel/SwiperRow.tsx');
  }, 60_000);

  afterEach(async () => {
    // Swiper reacts to focus moves on the next animation frame; let that frame pass before the page is torn down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('in the showcase grid with a limit of 7, shows the first 7 logos, each with alt text', () => {
    expect(logos.length).toBeGreaterThan(7);
    renderBlocks([parseBlock({ type: 'logo-gallery', eyebrow: 'Identity', heading: 'Logos', layout: 'grid', limit: 7 })], { at: '/showcase' });
    expect(screen.getByRole('heading', { level: 2, name: 'Logos' })).toBeInTheDocument();
    expect(screen.getByText('Identity')).toBeInTheDocument();
    expect(shownNames()).toEqual(logos.slice(0, 7).map((logo) => logo.name));
    for (const logo of logos.slice(0, 7)) expectLogoShownOnce(logo);
    const left = logos[7];
    if (left === undefined) throw new Error('there is no eighth logo');
    expect(screen.queryByText(left.name)).not.toBeInTheDocument();
    // A plain grid, not the carousel's row (which is named by the heading).
    expect(screen.queryByRole('list', { name: 'Logos' })).not.toBeInTheDocument();
  });

  it('with no limit, shows every logo', () => {
    renderBlocks([parseBlock({ type: 'logo-gallery', heading: 'Logos' })], { at: '/showcase' });
    expect(shownNames()).toEqual(logos.map((logo) => logo.name));
  });

  it('as the home carousel, shows all 8 logos, each once with alt text, before and after the carousel script arrives', async () => {
    stubLayout();
    expect(logos).toHaveLength(8);
    renderBlocks([parseBlock({ type: 'logo-gallery', heading: 'Logos I have designed', layout: 'carousel' })], { at: '/' });
    expect(shownNames()).toEqual(logos.map((logo) => logo.name));
    for (const logo of logos) expectLogoShownOnce(logo);

    expect(await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(shownNames()).toEqual(logos.map((logo) => logo.name));
    for (const logo of logos) expectLogoShownOnce(logo);
    expect(screen.getByText(`1 / ${logos.length}`)).toBeInTheDocument();
  });

  it('opens a logo full screen with its name as the dialog title and its description below', async () => {
    renderBlocks([parseBlock({ type: 'logo-gallery', heading: 'Logos', limit: 7 })], { at: '/showcase' });
    const logo = logos[1];
    if (logo === undefined) throw new Error('there is no second logo');
    const thumb = screen.getByRole('button', { name: `View “${logo.name}” full screen` });
    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: logo.name });
    expect(within(dialog).getByRole('heading', { name: logo.name })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: logo.alt })).toHaveAttribute('src', logo.src);
    expect(dialog).toHaveAccessibleDescription(logo.desc);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('opens a logo from the carousel too', async () => {
    stubLayout();
    renderBlocks([parseBlock({ type: 'logo-gallery', heading: 'Logos I have designed', layout: 'carousel' })], { at: '/' });
    await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 });
    const logo = logos[0];
    if (logo === undefined) throw new Error('there are no logos');
    await userEvent.click(screen.getByRole('button', { name: `View “${logo.name}” full screen` }));
    expect(screen.getByRole('dialog', { name: logo.name })).toBeInTheDocument();
  });
});
