import { useMemo } from 'react';
import styled from 'styled-components';
import type { Funnel } from '../../schemas/funnel.ts';
import { activeStateIds } from '../engine/activeStateIds.ts';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';
import { machineGraph } from '../engine/machineGraph.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { funnelSourceUrl, machineDiagramUrl, type FlowData } from '../flow-view/flowData.ts';
import { FlowViewport } from '../flow-view/FlowViewport.tsx';
import type { LiveState } from './useLiveStates.ts';

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]} ${theme.space[5]}`};
`;

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface});
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  padding: 4px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  background: ${({ theme, $live }) => ($live ? `color-mix(in srgb, ${theme.colors.primary} 10%, ${theme.colors.surface})` : theme.colors.background)};
  color: ${({ theme, $live }) => ($live ? theme.colors.primary : theme.colors.muted)};
  border: 1px solid ${({ theme, $live }) => ($live ? `color-mix(in srgb, ${theme.colors.primary} 35%, transparent)` : theme.colors.border)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    opacity: ${({ $live }) => ($live ? 1 : 0.4)};
  }
`;

const SmallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 4px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Canvas = styled.div`
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.background};
  background-image: radial-gradient(color-mix(in srgb, ${({ theme }) => theme.colors.muted} 22%, transparent) 1px, transparent 1px);
  background-size: 18px 18px;
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[7]} ${theme.space[5]}`};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  code {
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface MachineCardProps {
  funnel: Funnel;
  machine: FunnelMachine;
  /** The machine laid out at build time, as the funnel's "How this funnel works" view draws it. */
  flow: FlowData;
  live: LiveState | undefined;
}

/** One funnel's machine: what it is, whether a tab has it open, the diagram, and what the diagram leaves out. */
export function MachineCard({ funnel, machine, flow, live }: MachineCardProps) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const active = useMemo(() => new Set(live === undefined ? [] : activeStateIds(live.value)), [live]);
  const routes = graph.edges.filter((edge) => edge.kind === 'route').length;
  const drawn = graph.edges.length - routes;
  const where = live === undefined ? [] : activeStateIds(live.value).map((id) => id.split('.').at(-1) ?? id);
  const liveStep = live === undefined ? undefined : activeStateIds(live.value)[0]?.split('.')[0];
  const landing = stepUrl(funnel, graph.initial);
  const headingId = `machine-${funnel.slug}-title`;

  return (
    <Card id={`machine-${funnel.slug}`} aria-labelledby={headingId}>
      <Head>
        <Titles>
          <h2 id={headingId}>{funnel.title}</h2>
          <Meta>
            <code>{funnel.slug}</code>
            <span>
              {graph.nodes.length} states · {drawn} {drawn === 1 ? 'transition' : 'transitions'} drawn
            </span>
          </Meta>
        </Titles>
        <Side>
          <Status $live={live !== undefined} role="status">
            {live === undefined ? 'Not open in this browser' : `Live: ${where.join(' › ')}${live.tabs > 1 ? ` (${live.tabs} tabs)` : ''}`}
          </Status>
          <SmallLink href={landing} target="_blank" rel="noopener">
            Open funnel
          </SmallLink>
          <SmallLink href={`${landing}?inspect`} target="_blank" rel="noopener">
            Open with ?inspect
          </SmallLink>
        </Side>
      </Head>
      <Canvas>
        <FlowViewport
          name={funnel.slug}
          layouts={flow}
          focus={liveStep ?? graph.initial}
          label={`The ${funnel.slug} machine, drawn`}
          maxHeight="min(60vh, 460px)"
          active={active}
          activeLabel="live"
          description={`The ${funnel.slug} machine: ${graph.nodes.length} states and ${drawn} transitions, starting in ${graph.initial}.`}
        />
      </Canvas>
      <Notes>
        {graph.machineWide
          .filter((handler) => handler.kind !== 'route')
          .map((handler) => (
            <li key={handler.label}>
              Every step takes <code>{handler.label}</code>
              {handler.target === undefined ? ' and stays where it is.' : ` to ${handler.target}.`}
            </li>
          ))}
        {routes > 0 && (
          <li>
            Not drawn: {routes} <code>ROUTE.&lt;step&gt;</code> transitions, one from every step to every other, so Back, Forward and a typed
            address move the machine.
          </li>
        )}
        <li>
          As files: <code>machines/{funnel.slug}.mmd</code> (Mermaid) and <code>machines/{funnel.slug}.json</code> (for Stately’s editor), from{' '}
          <code>npm run machines</code>. The built site serves the funnel’s file at <a href={funnelSourceUrl(funnel.slug)}>{funnelSourceUrl(funnel.slug)}</a>{' '}
          and its diagram at <a href={machineDiagramUrl(funnel.slug)}>{machineDiagramUrl(funnel.slug)}</a>.
        </li>
      </Notes>
    </Card>
  );
}
