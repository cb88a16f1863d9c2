import styled, { css, keyframes } from 'styled-components';
import { TAG_SUBMITTING } from '../engine/stepTags.ts';
import { wayKey } from '../engine/forecast/wayKey.ts';
import type { FlowLayout, PlacedEdge, PlacedNode } from './flowLayout.ts';

interface FlowDiagramProps {
  /** Unique on the page: it names the arrowhead markers. */
  name: string;
  layout: FlowLayout;
  /** Ids of the states to highlight: where a funnel is now. */
  active: ReadonlySet<string>;
  /** The chip on the highlighted step: `live` on /__machines, `you are here` in a funnel. */
  activeLabel: string;
  /** The drawing's text alternative; without one it is decorative (the page says the same in words). */
  description?: string;
  className?: string;
  /** Numbers drawn beside the machine: per step (by id), e.g. "100 per 1,000", and per way (by `step event`), e.g. "10%". */
  annotations?: { steps: ReadonlyMap<string, string>; ways: ReadonlyMap<string, string> } | undefined;
}

const mono = "ui-monospace, 'SFMono-Regular', 'JetBrains Mono', Menlo, Consolas, monospace";

const breathe = keyframes`
  from { opacity: 0.15; }
  to { opacity: 0.6; }
`;

const Svg = styled.svg`
  display: block;
  max-width: none;
  font-family: ${({ theme }) => theme.fonts.body};
  overflow: visible;
`;

const StateBox = styled.rect<{ $active: boolean; $compound: boolean }>`
  fill: ${({ theme, $compound }) => ($compound ? theme.colors.background : theme.colors.surface)};
  stroke: ${({ theme }) => `color-mix(in srgb, ${theme.colors.muted} 45%, ${theme.colors.border})`};
  stroke-width: 1.5;
  transition:
    fill ${({ theme }) => theme.motion.base},
    stroke ${({ theme }) => theme.motion.base};
  ${({ $active, $compound, theme }) =>
    $active &&
    css`
      fill: color-mix(in srgb, ${theme.colors.primary} ${$compound ? 5 : 11}%, ${theme.colors.surface});
      stroke: ${theme.colors.primary};
      stroke-width: 2.5;
    `}
`;

const FinalRing = styled.rect<{ $active: boolean }>`
  fill: none;
  stroke: ${({ theme, $active }) => ($active ? theme.colors.primary : `color-mix(in srgb, ${theme.colors.muted} 45%, ${theme.colors.border})`)};
  stroke-width: 1.25;
`;

const Name = styled.text<{ $active: boolean }>`
  font-size: 14.5px;
  font-weight: 640;
  fill: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
`;

const Subtitle = styled.text`
  font-family: ${mono};
  font-size: 11.5px;
  fill: ${({ theme }) => theme.colors.muted};
`;

const Line = styled.path<{ $active: boolean; $delayed: boolean }>`
  fill: none;
  stroke: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  stroke-width: ${({ $active }) => ($active ? 2 : 1.4)};
  stroke-dasharray: ${({ $delayed }) => ($delayed ? '6 5' : 'none')};
`;

const LabelBox = styled.rect<{ $active: boolean; $delayed: boolean }>`
  fill: ${({ theme, $delayed }) => ($delayed ? `color-mix(in srgb, ${theme.colors.accent} 26%, ${theme.colors.surface})` : theme.colors.surface)};
  stroke: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  stroke-width: 1;
`;

const LabelText = styled.text<{ $active: boolean }>`
  font-family: ${mono};
  font-size: 12px;
  font-weight: ${({ $active }) => ($active ? 650 : 500)};
  fill: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
`;

const Chip = styled.g<{ $tone: 'final' | 'submitting' | 'live' }>`
  rect {
    fill: ${({ theme, $tone }) =>
      $tone === 'live' ? theme.colors.primary : $tone === 'submitting' ? theme.colors.accent : theme.colors.text};
  }
  text {
    /* 11 px at the least: at 10 px, bold capitals scaled down on a phone lose strokes (an R reads as a P). */
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    fill: ${({ theme, $tone }) => ($tone === 'submitting' ? theme.colors.text : theme.colors.surface)};
  }
`;

const Halo = styled.rect`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-width: 5;
  animation: ${breathe} 1.1s ease-in-out infinite alternate;
`;

const Annotation = styled.text`
  font-size: 12px;
  font-weight: 650;
  fill: ${({ theme }) => theme.colors.primary};
`;

const StartDot = styled.circle`
  fill: ${({ theme }) => theme.colors.text};
`;

const StartLine = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.text};
  stroke-width: 1.5;
`;

const Arrowhead = styled.path<{ $tone: 'plain' | 'active' | 'start' }>`
  fill: ${({ theme, $tone }) => ($tone === 'active' ? theme.colors.primary : $tone === 'start' ? theme.colors.text : theme.colors.muted)};
`;

function chipWidth(text: string) {
  // Generous: uppercase bold with letter spacing, in whichever face the browser has loaded.
  return Math.ceil(text.length * 8.2) + 16;
}

/** A small caption on a box's top border: where the eye looks for "what kind of state is this". */
function TagChip({ x, y, text, tone }: { x: number; y: number; text: string; tone: 'final' | 'submitting' | 'live' }) {
  const width = chipWidth(text);
  return (
    <Chip $tone={tone} aria-hidden="true">
      <rect x={x} y={y - 10} width={width} height={20} rx={10} />
      <text x={x + width / 2} y={y + 4} textAnchor="middle">
        {text}
      </text>
    </Chip>
  );
}

function StateNode({ placed, active }: { placed: PlacedNode; active: boolean }) {
  const { x, y, width, height, node, compound, subtitle } = placed;
  const centerX = x + width / 2;
  return (
    <g data-state={node.id} data-active={active || undefined}>
      {active && !compound && <Halo x={x - 4} y={y - 4} width={width + 8} height={height + 8} rx={13} aria-hidden="true" />}
      <StateBox x={x} y={y} width={width} height={height} rx={compound ? 14 : 10} $active={active} $compound={compound} />
      {node.final && <FinalRing x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={7} $active={active} />}
      {compound ? (
        <>
          <Name x={x + 16} y={y + 25} $active={active}>
            {node.key}
          </Name>
          {subtitle !== undefined && (
            <Subtitle x={x + 16} y={y + 42}>
              {subtitle}
            </Subtitle>
          )}
        </>
      ) : (
        <>
          <Name x={centerX} y={subtitle === undefined ? y + height / 2 + 5 : y + height / 2 - 3} textAnchor="middle" $active={active}>
            {node.key}
          </Name>
          {subtitle !== undefined && (
            <Subtitle x={centerX} y={y + height / 2 + 15} textAnchor="middle">
              {subtitle}
            </Subtitle>
          )}
        </>
      )}
    </g>
  );
}

/** A state's chips, drawn after every line and label: a line leaving a box's edge must not cross its caption. */
function StateChips({ placed, active, activeLabel }: { placed: PlacedNode; active: boolean; activeLabel: string }) {
  const { x, y, width, height, node, compound } = placed;
  const submitting = node.tags.includes(TAG_SUBMITTING);
  const centerX = x + width / 2;
  return (
    <>
      {node.final && <TagChip x={x + width - chipWidth('final') - 10} y={y} text="final" tone="final" />}
      {submitting && <TagChip x={x + width - chipWidth('submitting') - 10} y={y} text="submitting" tone="submitting" />}
      {active && !compound && <TagChip x={centerX - chipWidth(activeLabel) / 2} y={y + height} text={activeLabel} tone="live" />}
    </>
  );
}

function Transition({ placed, active, marker }: { placed: PlacedEdge; active: boolean; marker: string }) {
  const { edge, path } = placed;
  const delayed = edge.kind === 'delayed';
  return (
    <g data-edge={edge.event} data-active={active || undefined}>
      <Line d={path} $active={active} $delayed={delayed} markerEnd={`url(#${marker}-${active ? 'active' : 'plain'})`} />
    </g>
  );
}

function TransitionLabel({ placed, active }: { placed: PlacedEdge; active: boolean }) {
  const { edge, label } = placed;
  const delayed = edge.kind === 'delayed';
  return (
    <g>
      <LabelBox x={label.x} y={label.y} width={label.width} height={label.height} rx={6} $active={active} $delayed={delayed} />
      <LabelText x={label.x + label.width / 2} y={label.y + label.height / 2 + 4} textAnchor="middle" $active={active}>
        {edge.label}
      </LabelText>
    </g>
  );
}

/**
 * One machine, drawn from a layout computed at build time; the states a funnel
 * is in, and the ways out of them, are highlighted. Shared by /__machines and
 * the "How this funnel works" view.
 */
export function FlowDiagram({ name, layout, active, activeLabel, description, className, annotations }: FlowDiagramProps) {
  const { bounds } = layout;
  const marker = `machine-${name}`;
  const isActive = (placed: PlacedEdge) => active.has(placed.edge.source);
  const described = description === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': description };
  return (
    <Svg
      {...described}
      className={className}
      data-direction={layout.direction}
      width={bounds.width}
      height={bounds.height}
      viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}
    >
      <defs>
        {(['plain', 'active', 'start'] as const).map((tone) => (
          <marker key={tone} id={`${marker}-${tone}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <Arrowhead d="M 0 0 L 10 5 L 0 10 z" $tone={tone} />
          </marker>
        ))}
      </defs>
      {layout.nodes.map((placed) => (
        <StateNode key={placed.node.id} placed={placed} active={active.has(placed.node.id)} />
      ))}
      {layout.starts.map((start) => (
        <g key={`${start.x},${start.y}`} aria-hidden="true">
          <StartDot cx={start.x} cy={start.y} r={6} />
          <StartLine d={start.path} markerEnd={`url(#${marker}-start)`} />
        </g>
      ))}
      {layout.edges.map((placed, index) => (
        <Transition key={index} placed={placed} active={isActive(placed)} marker={marker} />
      ))}
      {layout.edges.map((placed, index) => (
        <TransitionLabel key={index} placed={placed} active={isActive(placed)} />
      ))}
      {layout.nodes.map((placed) => (
        <StateChips key={placed.node.id} placed={placed} active={active.has(placed.node.id)} activeLabel={activeLabel} />
      ))}
      {annotations !== undefined &&
        layout.nodes.map((placed) => {
          const text = placed.node.parent === undefined ? annotations.steps.get(placed.node.id) : undefined;
          return text === undefined ? null : (
            <Annotation key={`n-${placed.node.id}`} x={placed.x + 2} y={placed.y - 6} data-annotation="step">
              {text}
            </Annotation>
          );
        })}
      {annotations !== undefined &&
        layout.edges.map((placed, index) => {
          const step = placed.edge.source.split('.')[0] ?? placed.edge.source;
          const text = placed.edge.kind === 'event' ? annotations.ways.get(wayKey(step, placed.edge)) : undefined;
          return text === undefined ? null : (
            <Annotation key={`e-${String(index)}`} x={placed.label.x + placed.label.width / 2} y={placed.label.y + placed.label.height + 13} textAnchor="middle" data-annotation="way">
              {text}
            </Annotation>
          );
        })}
    </Svg>
  );
}
