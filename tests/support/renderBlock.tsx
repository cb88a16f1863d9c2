import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { type AnyActorLogic, createActor } from 'xstate';
import type { Project } from '../../schemas/content.ts';
import { FUNNEL_FORMAT_VERSION, type FunnelDefinition } from '../../schemas/funnel.ts';
import { BlockRenderer } from '../../src/blocks/BlockRenderer.tsx';
import type { Block } from '../../src/blocks/registry.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { FunnelActorContext } from '../../src/engine/FunnelActorContext.ts';
import { FunnelEntryContext } from '../../src/engine/FunnelEntryContext.ts';
import { ProjectContext } from '../../src/content/ProjectContext.ts';
import { baseTheme } from '../../src/theme/theme.ts';
import { ViewerProvider } from '../../src/ui/viewer/ViewerProvider.tsx';

/** Shows the router's current path, so a test can assert where a link or button led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  /** The `on` map of the single step the block is placed on. */
  on?: FunnelDefinition['steps'][string]['on'];
  delays?: Record<string, number>;
  /** Where the router starts. */
  at?: string;
  /** The case study the page is about, for case-study blocks. */
  project?: Project;
  /** The funnel's tracking plan; by default page views only. */
  tracking?: FunnelDefinition['tracking'];
  /** Actors the machine invokes by name, in place of its own (a delivering form's sender). */
  actors?: Record<string, AnyActorLogic>;
}

/**
 * Renders blocks as they are on a page: themed, routed, with the page's
 * fullscreen viewer, an optional case study, and a
 * real funnel machine (built by the engine's own factory) whose landing step
 * holds the blocks and whose `thank-you` step is final.
 */
export function renderBlocks(blocks: Block[], { on = {}, delays = {}, at = '/funnels/test', project, tracking = { pageViews: true, events: [] }, actors }: Options = {}) {
  const funnel = {
    slug: 'test',
    version: FUNNEL_FORMAT_VERSION,
    title: 'Test funnel',
    pitch: 'A funnel for tests',
    landing: 'landing',
    delays,
    theme: {
      colors: baseTheme.colors,
      fonts: { heading: 'sans' as const, body: 'sans' as const },
      radius: 'soft' as const,
    },
    steps: {
      landing: { path: '', title: 'Landing', description: 'Landing', final: false, blocks, on },
      'thank-you': { path: 'thank-you', title: 'Thanks', description: 'Thanks', final: true, blocks: [], on: {} },
    },
    tracking,
    experiments: [],
  };
  const built = createFunnelMachine(funnel);
  const machine = actors === undefined ? built : built.provide({ actors });
  const actor = createActor(machine).start();
  const view = render(
    <ThemeProvider theme={baseTheme}>
      <MemoryRouter initialEntries={[at]}>
        <FunnelEntryContext.Provider value={{ funnel, machine }}>
        <FunnelActorContext.Provider value={actor}>
          <ProjectContext.Provider value={project ?? null}>
            <ViewerProvider>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      <BlockRenderer blocks={blocks} />
                      <LocationProbe />
                    </>
                  }
                />
              </Routes>
            </ViewerProvider>
          </ProjectContext.Provider>
        </FunnelActorContext.Provider>
        </FunnelEntryContext.Provider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...view, actor };
}
