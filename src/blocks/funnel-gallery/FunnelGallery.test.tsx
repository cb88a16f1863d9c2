import { readdirSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import funnels from 'virtual:funnels';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

/** The funnel files on disk: each file name is a funnel's URL slug. */
const slugsOnDisk = readdirSync(path.resolve(import.meta.dirname, '../../../funnels'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

describe('funnel-gallery block', () => {
  const gallery = parseBlock({
    type: 'funnel-gallery',
    id: 'funnels',
    eyebrow: 'Demo funnels',
    heading: 'Sales funnels, built from config',
    intro: 'Five complete mini-sites.',
  });

  it('introduces the section with its eyebrow, heading and intro', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sales funnels, built from config' })).toBeInTheDocument();
    expect(screen.getByText('Demo funnels')).toBeInTheDocument();
    expect(screen.getByText('Five complete mini-sites.')).toBeInTheDocument();
  });

  it('links to each of the five funnels in funnels/, one link per file', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect(slugsOnDisk).toEqual(['cinnamon', 'medical', 'plants', 'skincare', 'travel']);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort();
    expect(hrefs).toEqual(slugsOnDisk.map((slug) => `/funnels/${slug}`));
  });

  it('shows each funnel’s title and pitch on the link to it', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect(funnels).toHaveLength(slugsOnDisk.length);
    for (const funnel of funnels) {
      const link = screen.getByRole('heading', { level: 3, name: funnel.title }).closest('a');
      if (link === null) throw new Error(`${funnel.title} is not inside a link`);
      expect(link).toHaveAttribute('href', `/funnels/${funnel.slug}`);
      expect(within(link).getByText(funnel.pitch)).toBeInTheDocument();
      expect(link).toHaveTextContent('Open the demo');
    }
  });

  it('follows a funnel link in the router', async () => {
    renderBlocks([gallery], { at: '/showcase' });
    const skincare = funnels.find((funnel) => funnel.slug === 'skincare');
    if (skincare === undefined) throw new Error('there is no skincare funnel');
    await userEvent.click(screen.getByRole('heading', { level: 3, name: skincare.title }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/funnels\/skincare$/);
  });
});
