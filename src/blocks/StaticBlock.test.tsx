import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../tests/support/parseBlock.ts';
import { finishHydrating, startHydrating } from '../lazy/hydrationPhase.ts';
import { LazyUsageContext } from '../lazy/LazyUsageContext.ts';
import { preloadLazy } from '../lazy/lazyComponent.tsx';
import { baseTheme } from '../theme/theme.ts';
import { BlockRenderer } from './BlockRenderer.tsx';
import { blockComponents } from './components.ts';
import type { Block } from './registry.ts';

const words = parseBlock({ type: 'text', heading: 'Words that never change', paragraphs: ['Drawn once, on the server.'] });
const code = parseBlock({ type: 'discount-code', heading: 'Share the glow', code: 'GLOW10' });
const otherWords = parseBlock({ type: 'text', heading: 'The next step’s words', paragraphs: ['Drawn by the client.'] });

function Page({ blocks }: { blocks: readonly Block[] }) {
  return (
    <ThemeProvider theme={baseTheme}>
      <MemoryRouter>
        <BlockRenderer blocks={blocks} />
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** The page as the prerender draws it, with the modules it names for the client to load. */
function prerender(blocks: readonly Block[]) {
  const used = new Set<string>();
  const html = renderToString(
    <LazyUsageContext.Provider value={used}>
      <Page blocks={blocks} />
    </LazyUsageContext.Provider>,
  );
  return { html, modules: [...used] };
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  finishHydrating();
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await preloadLazy([blockComponents.text.id, blockComponents['discount-code'].id]);
});

/** Hydrates the prerendered HTML as the client does, reporting any error React recovers from. */
async function hydrate(html: string, blocks: readonly Block[]) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recovered = vi.fn();
  startHydrating();
  await act(async () => {
    root = hydrateRoot(container, <Page blocks={blocks} />, { onRecoverableError: recovered });
    await Promise.resolve();
  });
  finishHydrating();
  return { container, recovered };
}

describe('a static block on a prerendered page', () => {
  it('is left out of the modules the page loads before hydrating; an island is named', () => {
    const { modules } = prerender([words, code]);
    expect(blockComponents.text.island).toBe('never');
    expect(blockComponents['discount-code'].island).toBe('always');
    expect(modules).toContain(blockComponents['discount-code'].id);
    expect(modules).not.toContain(blockComponents.text.id);
  });

  it('is not drawn again by the client when the page hydrates, while the island beside it works', async () => {
    // Were the client to draw the block, React would find its text differs from this HTML and redraw it.
    const html = prerender([words, code]).html.replace('Drawn once, on the server.', 'As the server sent it.');
    const user = userEvent.setup();
    const { recovered } = await hydrate(html, [words, code]);
    const heading = screen.getByRole('heading', { name: 'Words that never change' });
    expect(screen.getByText('As the server sent it.')).toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Words that never change' }), 'the same node, not redrawn').toBe(heading);
  });

  it('is drawn by the client when another block takes its place after hydration', async () => {
    const { html } = prerender([words, code]);
    await hydrate(html, [words, code]);
    act(() => {
      root?.render(<Page blocks={[otherWords, code]} />);
    });
    expect(screen.getByRole('heading', { name: 'The next step’s words' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Words that never change' })).not.toBeInTheDocument();
  });

  it('draws itself when the server HTML has no such block (it is not left empty)', async () => {
    const { html } = prerender([code]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate(html, [words, code]);
    expect(await screen.findByRole('heading', { name: 'Words that never change' })).toBeInTheDocument();
  });
});
