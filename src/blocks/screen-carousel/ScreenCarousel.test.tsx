import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { projectBySlug } from '../../../tests/support/projectBySlug.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { stubLayout } from '../../../tests/support/stubLayout.ts';
import { artShown } from '../../../tests/support/artShown.ts';

const project = projectBySlug;

describe('screen-carousel block', () => {
  // Fetching Swiper for the first time is slow on a busy machine: do it once, outside the tests' time limits.
  beforeAll(async () => {
    await import('../../ui/carousel/SwiperRow.tsx');
  }, 60_000);

  const carousel = parseBlock({ type: 'screen-carousel', id: 'screens', eyebrow: 'The app', heading: 'Screens' });

  // jsdom has no matchMedia and no layout, both of which Swiper needs: a narrow screen with some width.
  beforeEach(() => {
    stubLayout();
  });
  afterEach(async () => {
    // Swiper reacts to focus moves on the next animation frame; let that frame pass before the page is torn down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // SPEC §2: 9, 7 and 4 screens.
  it.each([
    ['fit-ins', 9],
    ['medical-app', 7],
    ['artisan-bakehouse', 4],
  ])('on the %s case study, shows its %i screens, each once and captioned with its title', async (slug, count) => {
    const current = project(slug);
    expect(current.screens).toHaveLength(count);
    renderBlocks([carousel], { at: `/projects/${slug}`, project: current });
    expect(screen.getByRole('heading', { level: 2, name: 'Screens' })).toBeInTheDocument();
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(`1 / ${count}`)).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(count);
    for (const shot of current.screens) {
      const images = screen.getAllByRole('img', { name: shot.alt });
      expect(images).toHaveLength(1);
      expect(artShown(images[0])).toBe(shot.src);
      const figure = images[0]?.closest('figure');
      if (figure === null || figure === undefined) throw new Error(`${shot.title} is not in a figure`);
      expect(within(figure).getByText(shot.title)).toBeInTheDocument();
    }
  });

  it('loads the first two screens at once and the rest lazily', () => {
    const fitIns = project('fit-ins');
    renderBlocks([carousel], { at: '/projects/fit-ins', project: fitIns });
    const loading = fitIns.screens.map((shot) => screen.getByRole('img', { name: shot.alt }).getAttribute('loading'));
    expect(loading).toEqual(fitIns.screens.map((_, index) => (index < 2 ? 'eager' : 'lazy')));
  });

  it('opens a screen in a dialog holding the image, its alt text and its title; Close returns focus', async () => {
    const medical = project('medical-app');
    const shot = medical.screens[3];
    if (shot === undefined) throw new Error('the medical case study has fewer than four screens');
    renderBlocks([carousel], { at: '/projects/medical-app', project: medical });
    await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 });
    const thumb = screen.getByRole('button', { name: `View “${shot.title}” full screen` });
    await userEvent.click(thumb);

    const dialog = screen.getByRole('dialog', { name: shot.title });
    expect(within(dialog).getByRole('img', { name: shot.alt })).toHaveAttribute('src', shot.src);
    expect(within(dialog).getByRole('heading', { name: shot.title })).toBeInTheDocument();
    expect(within(dialog).getByText(shot.alt)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(shot.alt);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('names the carousel after the project', async () => {
    const bakehouse = project('artisan-bakehouse');
    renderBlocks([carousel], { at: '/projects/artisan-bakehouse', project: bakehouse });
    await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 });
    const named = screen.getByLabelText(`${bakehouse.title} screens`);
    for (const shot of bakehouse.screens) expect(within(named).getByRole('img', { name: shot.alt })).toBeInTheDocument();
  });
});
