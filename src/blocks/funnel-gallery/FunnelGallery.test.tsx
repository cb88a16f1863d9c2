import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import funnels from 'virtual:funnels';
import summaries from 'virtual:funnel-summaries';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { baseTheme } from '../../theme/theme.ts';
import { FunnelCard } from './FunnelCard.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

/** The funnel files on disk that no client's site publishes (sites/*.json): each file name is a funnel's URL slug. */
const claimed = new Set(
  readdirSync(path.resolve(import.meta.dirname, '../../../sites'))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../sites', name), 'utf8')) as { funnels: string[] }).funnels),
);
const slugsOnDisk = readdirSync(path.resolve(import.meta.dirname, '../../../funnels'))
  // A funnel's words in another language (fjord-tours.en.json) are not a funnel of their own.
  .filter((name) => /^[a-z0-9-]+\.json$/.test(name))
  .map((name) => name.slice(0, -'.json'.length))
  .filter((slug) => !claimed.has(slug))
  .sort();

/** The owner's order, as funnels/*.json number it. */
const OWNER_ORDER = ['skincare', 'medical', 'plants', 'cinnamon', 'travel', 'northwind-coffee'];

function funnelNamed(slug: string) {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`there is no ${slug} funnel`);
  return funnel;
}

describe('funnel-gallery block', () => {
  const gallery = parseBlock({
    type: 'funnel-gallery',
    id: 'funnels',
    eyebrow: 'Demo funnels',
    heading: 'Sales funnels, built from config',
    intro: 'Five complete mini-sites.',
  });

  /** The cards, in the order they are on the page. */
  function cards() {
    return screen.getAllByRole('article');
  }

  it('introduces the section with its eyebrow, heading and intro', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sales funnels, built from config' })).toBeInTheDocument();
    expect(screen.getByText('Demo funnels')).toBeInTheDocument();
    expect(screen.getByText('Five complete mini-sites.')).toBeInTheDocument();
  });

  it('shows one card per file in funnels/, in the owner’s order', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect([...OWNER_ORDER].sort()).toEqual(slugsOnDisk);
    const titles = cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(OWNER_ORDER.map((slug) => funnelNamed(slug).title));
  });

  it('gives each card one clear link to its funnel, named after it, under its pitch', () => {
    renderBlocks([gallery], { at: '/showcase' });
    cards().forEach((card, index) => {
      const funnel = funnelNamed(OWNER_ORDER[index] ?? '');
      expect(within(card).getByText(funnel.pitch)).toBeInTheDocument();
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(`Open the demo: ${funnel.title}`);
      expect(links[0]).toHaveAttribute('href', `/funnels/${funnel.slug}`);
    });
  });

  it('draws each funnel’s flow as a row of steps', () => {
    renderBlocks([gallery], { at: '/showcase' });
    const flows = cards().map((card) =>
      within(within(card).getByRole('list', { name: /the steps$/ }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    );
    expect(flows).toEqual([
      ['Landing', 'Order', 'Thank-you'],
      ['Landing', 'Thank-you'],
      ['Landing', 'Product', 'Thank-you'],
      ['Landing', 'Upsell', 'Thank-you'],
      ['Landing', 'Thank-you'],
      ['Landing', 'Brew', 'Taste', 'Cup', 'Result-medium', 'Thank-you'],
    ]);
  });

  it('shows each funnel’s landing picture with its alt text, at its own size so nothing jumps', () => {
    renderBlocks([gallery], { at: '/showcase' });
    cards().forEach((card, index) => {
      const funnel = funnelNamed(OWNER_ORDER[index] ?? '');
      const hero = funnel.steps[funnel.landing]?.blocks.find((block) => block.type === 'hero');
      if (hero?.type !== 'hero' || hero.image === undefined) throw new Error(`${funnel.slug} has no hero picture`);
      const picture = within(card).getByRole('img', { name: hero.image.alt });
      expect(artShown(picture)).toBe(hero.image.src);
      expect(picture).toHaveAttribute('width', String(hero.image.width));
      expect(picture).toHaveAttribute('height', String(hero.image.height));
    });
  });

  it('follows a funnel link in the router', async () => {
    renderBlocks([gallery], { at: '/showcase' });
    await userEvent.click(screen.getByRole('link', { name: `Open the demo: ${funnelNamed('skincare').title}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/funnels\/skincare$/);
  });
});

describe('a funnel card without landing art', () => {
  const skincare = summaries.find((summary) => summary.slug === 'skincare');
  if (skincare === undefined) throw new Error('there is no skincare summary');

  it('shows the funnel’s initial on its colours instead, hidden from screen readers, and keeps its title, flow and link', () => {
    render(
      <ThemeProvider theme={baseTheme}>
        <MemoryRouter>
          <FunnelCard funnel={{ ...skincare, art: undefined }} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const fallback = screen.getByTestId('art-fallback');
    expect(fallback).toHaveTextContent(/^L$/);
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
    expect(fallback).toHaveStyle({ backgroundColor: skincare.colors.background });
    expect(screen.getByRole('heading', { level: 3, name: skincare.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(skincare.flow.length);
    expect(screen.getByRole('link', { name: `Open the demo: ${skincare.title}` })).toHaveAttribute('href', '/funnels/skincare');
  });
});
