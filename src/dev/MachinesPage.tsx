import { use } from 'react';
import styled from 'styled-components';
import loaders from 'virtual:flow-diagrams';
import { allFunnels, funnelRegistry } from '../engine/funnelRegistry.ts';
import type { FlowData } from '../flow-view/flowData.ts';
import { DiagramLegend } from '../flow-view/DiagramLegend.tsx';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { MachineCard } from './MachineCard.tsx';
import { useLiveStates } from './useLiveStates.ts';

const Page = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.layout.gutter} ${theme.space[11]}`};
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.muted};
  }
  code {
    font-size: 0.9em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  && {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-inline: calc(-1 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 92%, transparent);
  backdrop-filter: blur(6px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Jump = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-decoration: none;
  }
  a[data-live] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  a[data-live]::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

// Laid out in Node by the flow-view plugin (dagre), like the funnels' own view: the page only draws.
const flows: Promise<ReadonlyMap<string, FlowData>> = Promise.all(
  Object.entries(loaders).map(async ([slug, load]) => [slug, (await load()).default] as const),
).then((entries) => new Map(entries));

/**
 * /__machines, in development only: every funnel's machine, drawn from the
 * same factory the funnels run, with the state of any funnel open in another
 * tab of this browser highlighted as it moves.
 */
export default function MachinesPage() {
  const live = useLiveStates();
  const flowBySlug = use(flows);
  return (
    <>
      <GlobalStyle />
      <title>Funnel machines · development</title>
      <meta name="robots" content="noindex" />
      <Page id="main">
        <Intro>
          <Eyebrow>Development only</Eyebrow>
          <h1>Funnel machines</h1>
          <p>
            Every funnel’s state machine, drawn from the machine <code>createFunnelMachine</code> builds for the site. Open a funnel in another tab
            of this browser and walk it: the state it is in, and the ways out of it, light up here.
          </p>
        </Intro>
        <Toolbar>
          <Jump aria-label="Funnels">
            <ul>
              {allFunnels.map((funnel) => (
                <li key={funnel.slug}>
                  <a href={`#machine-${funnel.slug}`} data-live={live.has(funnel.slug) || undefined}>
                    {funnel.slug}
                  </a>
                </li>
              ))}
            </ul>
          </Jump>
          <DiagramLegend />
        </Toolbar>
        <Cards>
          {allFunnels.map((funnel) => {
            const entry = funnelRegistry.get(funnel.slug);
            const flow = flowBySlug.get(funnel.slug);
            return entry === undefined || flow === undefined ? null : (
              <MachineCard key={funnel.slug} funnel={funnel} machine={entry.machine} flow={flow} live={live.get(funnel.slug)} />
            );
          })}
        </Cards>
      </Page>
    </>
  );
}
