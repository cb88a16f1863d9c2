import { useState, type CSSProperties, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TAG_SUBMITTING } from '../engine/stepTags.ts';
import { wayKey } from '../engine/forecast/wayKey.ts';
import type { FlowLayout, PlacedEdge, PlacedNode } from './flowLayout.ts';

export interface FlowDiagramProps {
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
  style?: CSSProperties;
  /** Numbers drawn beside the machine: per step (by id), e.g. "100 per 1,000", and per way (by `wayKey`), e.g. "10%". */
  annotations?: { steps?: ReadonlyMap<string, string>; ways?: ReadonlyMap<string, string> } | undefined;
  /** More drawing on top, in the layout's own units (per-step or per-arrow marks of a caller's own), placed from `layout`'s boxes. */
  children?: ReactNode;
}

/** Words on an arrow, as the layout sized them (src/diagrams/layoutMachine.ts: 7.3 units a character, 16 of padding). */
const wordsWidth = (text: string) => Math.ceil(text.length * 7.3) + 16;

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
  font-size: 12px;
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
    /* 12 px, as the smallest type here: the diagram opens at a scale where that is legible (initialView.ts). */
    font-size: 12px;
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
  return Math.ceil(text.length * 9) + 16;
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

const Focusable = styled.g`
  cursor: help;
  outline: none;
  &:focus-visible rect {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2.5;
  }
`;

function TransitionLabel({ placed, active, onShow }: { placed: PlacedEdge; active: boolean; onShow: (shown: boolean) => void }) {
  const { edge, label, text, full } = placed;
  const delayed = edge.kind === 'delayed';
  const drawn = (
    <>
      {/* The machine's whole label (its actions too), as a pointer's tooltip. */}
      {text !== edge.label && <title>{full ?? edge.label}</title>}
      <LabelBox x={label.x} y={label.y} width={label.width} height={label.height} rx={6} $active={active} $delayed={delayed} />
      <LabelText x={label.x + label.width / 2} y={label.y + label.height / 2 + 4} textAnchor="middle" $active={active}>
        {text}
      </LabelText>
    </>
  );
  if (full === undefined) return <g aria-hidden="true">{drawn}</g>;
  // A condition cut short: reachable by keyboard and pointer, each showing its full words on the drawing.
  return (
    <Focusable
      tabIndex={0}
      role="img"
      aria-label={full}
      data-full={full}
      onFocus={() => { onShow(true); }}
      onBlur={() => { onShow(false); }}
      onMouseEnter={() => { onShow(true); }}
      onMouseLeave={() => { onShow(false); }}
    >
      {drawn}
    </Focusable>
  );
}

/** A shortened label's full words, over everything else while its label is hovered or focused. */
function FullWords({ placed }: { placed: PlacedEdge }) {
  const { label, full } = placed;
  if (full === undefined) return null;
  const width = wordsWidth(full);
  const x = label.x + label.width / 2 - width / 2;
  return (
    <g aria-hidden="true" data-full-shown="" pointerEvents="none">
      <LabelBox x={x} y={label.y} width={width} height={label.height} rx={6} $active $delayed={false} />
      <LabelText x={x + width / 2} y={label.y + label.height / 2 + 4} textAnchor="middle" $active>
        {full}
      </LabelText>
    </g>
  );
}

/**
 * One machine, drawn from a layout computed at build time; the states a funnel
 * is in, and the ways out of them, are highlighted. Shared by /__machines and
 * the "How this funnel works" view.
 */
export function FlowDiagram({ name, layout, active, activeLabel, description, className, style, annotations, children }: FlowDiagramProps) {
  const { bounds } = layout;
  const marker = `machine-${name}`;
  const [shown, setShown] = useState<number | undefined>(undefined);
  const isActive = (placed: PlacedEdge) => active.has(placed.edge.source);
  const focusable = layout.edges.some((placed) => placed.full !== undefined);
  // Drawn shapes are hidden from assistive tech (the page says the same in words); a shortened label, focusable, says its full words.
  const named = description === undefined && !focusable ? { 'aria-hidden': true } : { role: 'group', 'aria-label': description ?? 'The flow, drawn' };
  const shownEdge = shown === undefined ? undefined : layout.edges[shown];
  return (
    <Svg
      {...named}
      className={className}
      style={style}
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
      <g aria-hidden="true">
        {layout.nodes.map((placed) => (
          <StateNode key={placed.node.id} placed={placed} active={active.has(placed.node.id)} />
        ))}
        {layout.starts.map((start) => (
          <g key={`${start.x},${start.y}`}>
            <StartDot cx={start.x} cy={start.y} r={6} />
            <StartLine d={start.path} markerEnd={`url(#${marker}-start)`} />
          </g>
        ))}
        {layout.edges.map((placed, index) => (
          <Transition key={index} placed={placed} active={isActive(placed)} marker={marker} />
        ))}
      </g>
      {layout.edges.map((placed, index) => (
        <TransitionLabel
          key={index}
          placed={placed}
          active={isActive(placed)}
          onShow={(show) => {
            setShown((current) => (show ? index : current === index ? undefined : current));
          }}
        />
      ))}
      <g aria-hidden="true">
        {layout.nodes.map((placed) => (
          <StateChips key={placed.node.id} placed={placed} active={active.has(placed.node.id)} activeLabel={activeLabel} />
        ))}
        {layout.nodes.map((placed) => {
          const text = placed.node.parent === undefined ? annotations?.steps?.get(placed.node.id) : undefined;
          if (text === undefined) return null;
          // Where lines run down they enter a step at the middle of its top: the number ends short of it.
          return layout.direction === 'TB' ? (
            <Annotation key={`n-${placed.node.id}`} x={placed.x + placed.width / 2 - 10} y={placed.y - 6} textAnchor="end" data-annotation="step">
              {text}
            </Annotation>
          ) : (
            <Annotation key={`n-${placed.node.id}`} x={placed.x + 2} y={placed.y - 6} data-annotation="step">
              {text}
            </Annotation>
          );
        })}
        {layout.edges.map((placed, index) => {
          const step = placed.edge.source.split('.')[0] ?? placed.edge.source;
          const text = placed.edge.kind === 'event' ? annotations?.ways?.get(wayKey(step, placed.edge)) : undefined;
          if (text === undefined) return null;
          const { label } = placed;
          // Beside the label where lines run down (under it, the line would cross the number), under it where they run across.
          return layout.direction === 'TB' ? (
            <Annotation key={`e-${String(index)}`} x={label.x + label.width + 5} y={label.y + label.height / 2 + 4} data-annotation="way">
              {text}
            </Annotation>
          ) : (
            <Annotation key={`e-${String(index)}`} x={label.x + label.width / 2} y={label.y + label.height + 13} textAnchor="middle" data-annotation="way">
              {text}
            </Annotation>
          );
        })}
        {children}
        {shownEdge !== undefined && <FullWords placed={shownEdge} />}
      </g>
    </Svg>
  );
}
