import { screen, prettyDOM } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('carousel block', () => {
  const carousel = parseBlock({
    type: 'carousel',
    heading: 'Where you will wander',
    slides: [
      { image: { src: '/art/a.svg', alt: 'A palace', width: 1200, height: 750 }, caption: 'Sintra, Portugal' },
      { image: { src: '/art/b.svg', alt: 'Half-timbered houses', width: 1200, height: 750 }, caption: 'Colmar, France' },
      { image: { src: '/art/c.svg', alt: 'Pastel houses', width: 1200, height: 750 }, caption: 'Cinque Terre, Italy' },
    ],
  });
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }));
  });
  afterEach(() => { vi.unstubAllGlobals(); });
  it('explore', async () => {
    const { container } = renderBlocks([carousel]);
    console.log(screen.getAllByRole('figure').map((f) => f.getAttribute('aria-label')));
    const next = await screen.findByRole('button', { name: 'Next slide' });
    screen.logTestingPlaygroundURL;
    expect(next).toBeInTheDocument();
    console.log(screen.getAllByRole('figure', {name: /./}).map(f=>f.textContent));
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    console.log(prev.disabled, (next as HTMLButtonElement).disabled, screen.getByRole('status').textContent);
    await userEvent.click(next);
    console.log(prev.disabled, (next as HTMLButtonElement).disabled, screen.getByRole('status').textContent);
    await userEvent.click(next);
    console.log(prev.disabled, (next as HTMLButtonElement).disabled, screen.getByRole('status').textContent);
    console.log(screen.queryAllByRole('region').map(g => g.getAttribute('aria-label')));
    console.log(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label')));
  });
});
