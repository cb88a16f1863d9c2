import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import styled from 'styled-components';
import loaders from 'virtual:flow-diagrams';
import type { Funnel } from '../../schemas/funnel.ts';
import { activeStateIds } from '../engine/activeStateIds.ts';
import { currentStep } from '../engine/currentStep.ts';
import { useFunnelActor } from '../engine/FunnelActorContext.ts';
import { useFunnelEntry } from '../engine/FunnelEntryContext.ts';
import type { Forecast } from '../../schemas/forecast.ts';
import { percent, perThousand } from '../engine/forecast/formatForecast.ts';
import { wayKey } from '../engine/forecast/wayKey.ts';
import { ForecastPanel } from './ForecastPanel.tsx';
import { useWhatIf } from './useWhatIf.ts';
import { Button } from '../ui/Button.tsx';
import { funnelSourceUrl, machineDiagramUrl, type FlowData } from './flowData.ts';
import { FlowViewport } from './FlowViewport.tsx';
import { TrackedEventList } from './TrackedEventList.tsx';
import { visitRecord } from './visitRecord.ts';

/** The funnel's flow, laid out at build time: a chunk of its own, fetched when the view first opens. */
export async function loadFlow(slug: string): Promise<FlowData> {
  const load = loaders[slug];
  if (load === undefined) throw new Error(`No flow diagram was built for the funnel "${slug}"`);
  return (await load()).default;
}

export interface FlowViewDialogProps {
  funnel: Funnel;
  flow: FlowData;
  /** Called once the dialog has closed (Escape, the Close button); the opener takes focus back. */
  onClose: () => void;
}

const Sheet = styled.dialog`
  width: min(100% - 16px, 60rem);
  max-width: none;
  max-height: calc(100dvh - 16px);
  margin: auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  &::backdrop {
    background: rgb(0 0 0 / 0.55);
  }
`;

const Head = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  button {
    min-height: 40px;
    padding: 6px 16px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[7]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  section {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol,
  ul {
    padding-left: 1.4em;
  }
  code {
    font-size: 0.95em;
  }
`;

const Here = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  li[aria-current] {
    font-weight: 650;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: inherit;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the what-if state starts from for a funnel without figures: it is then never shown. */
const NO_FORECAST: Forecast = { currency: 'USD', visitors: { perMonth: 1, source: 'none' }, steps: {} };

/** A step's id as a name: `order` → Order. */
const stepName = (id: string | undefined) => (id === undefined ? '' : `${id.charAt(0).toUpperCase()}${id.slice(1)}`);

/**
 * The view behind "How this funnel works": the flow drawn with the visitor's
 * step marked (and said in words, and listed with aria-current), the path
 * taken, what each wait does, the tracking events fired, and the funnel's
 * files. A native modal dialog: focus moves in, Escape closes it, the page
 * behind is inert; its heading names it.
 */
export function FlowViewDialog({ funnel, flow, onClose }: FlowViewDialogProps) {
  const actor = useFunnelActor();
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const step = useSelector(actor, currentStep);
  const { trail, tracked } = useSelector(actor, visitRecord, (a, b) => a.trail === b.trail && a.tracked === b.tracked);
  const variants = useSelector(actor, (snapshot) => snapshot.context.variants);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closed = useEffectEvent(onClose);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    // The close event comes a moment later; a stale one (a reopened dialog) finds it open and is ignored.
    const listener = () => {
      if (!element.open) closed();
    };
    element.addEventListener('close', listener);
    element.showModal();
    return () => {
      element.removeEventListener('close', listener);
      element.close();
    };
  }, []);

  const whatIf = useWhatIf(funnel, useFunnelEntry().machine, flow.forecast ?? NO_FORECAST);
  // The diagram's numbers are what visitors get: with a split test running, its variants blended by their weights.
  const numbers = flow.forecast !== null && whatIf.result.ok ? whatIf.result.forecast.blended : undefined;
  const annotations =
    numbers === undefined
      ? undefined
      : {
          steps: new Map(numbers.steps.map((candidate) => [candidate.step, `${perThousand(candidate.visits)} per 1,000`])),
          ways: new Map(numbers.steps.flatMap((candidate) => candidate.ways.map((way) => [wayKey(candidate.step, way), percent(way.share)] as const))),
        };

  const active = new Set(activeStateIds(value));
  const path = trail.length === 0 ? [step] : trail;
  const waits = flow.waits;

  return (
    <Sheet ref={dialog} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>How this funnel works</h2>
        <Button type="button" $variant="secondary" onClick={() => dialog.current?.close()}>
          Close
        </Button>
      </Head>
      <Body>
        <Here>
          You are here: <strong>{stepName(step)}</strong>
        </Here>

        <section aria-labelledby={`${headingId}-flow`}>
          <h3 id={`${headingId}-flow`}>The flow</h3>
          <Note>
            {funnel.title} runs on a state machine built from its config file. Each box is a step; each arrow, what a visitor’s action does.
            {annotations !== undefined && ' Above each step, how many of every 1,000 visitors reach it; by each arrow’s label, the share of the step’s visitors who take it (from the forecast below).'}
          </Note>
          <FlowViewport
            name={flow.slug}
            layouts={flow}
            focus={step}
            label="The flow diagram"
            maxHeight="clamp(260px, 56dvh, 560px)"
            active={active}
            activeLabel="you are here"
            annotations={annotations}
          />
          <Steps aria-label="Steps">
            {flow.steps.map((candidate) => (
              <li key={candidate.id} aria-current={candidate.id === step ? 'step' : undefined}>
                {stepName(candidate.id)} <small>({candidate.url})</small>
                {candidate.ways.length > 0 && ': '}
                {candidate.ways
                  .map((way) =>
                    way.to === undefined
                      ? `${way.event} stays here`
                      : `${way.event}${way.when === undefined ? '' : ` (${way.when})`} → ${stepName(way.to)}${way.waitMs === undefined ? '' : ` after ${way.waitMs} ms`}${way.variant === undefined ? '' : ` (variant ${way.variant} only)`}`,
                  )
                  .join('; ')}
                {candidate.final && ' (the end: a thank-you step)'}
                {candidate.id === step && ' — you are here'}
              </li>
            ))}
          </Steps>
        </section>

        {flow.forecast !== null && <ForecastPanel funnel={funnel} whatIf={whatIf} headingId={`${headingId}-earns`} />}

        {flow.experiments.length > 0 && (
          <section aria-labelledby={`${headingId}-tests`}>
            <h3 id={`${headingId}-tests`}>Split tests</h3>
            {flow.experiments.map((experiment) => (
              <div key={experiment.id}>
                <p>
                  <code>{experiment.id}</code> runs on {stepName(experiment.step)}. Goal: <strong>{experiment.goal}</strong>. You got variant{' '}
                  <strong>{variants[experiment.id] ?? experiment.variants[0]?.id}</strong>.
                </p>
                <ul aria-label={`Variants of ${experiment.id}`}>
                  {experiment.variants.map((variant, index) => (
                    <li key={variant.id} aria-current={variants[experiment.id] === variant.id ? 'true' : undefined}>
                      {variant.id} {index === 0 && variant.id !== 'control' && '(the control) '}· {variant.weight}% of visitors · <small>{variant.url}</small>
                      {variant.leadsTo.map((way) => ` · ${way.event} → ${stepName(way.to)}`).join('')}
                      {variants[experiment.id] === variant.id && ' — yours'}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <Note>Your variant was chosen once, from a random id this site keeps in a cookie; ?experiments=off shows you every control.</Note>
          </section>
        )}

        <section aria-labelledby={`${headingId}-path`}>
          <h3 id={`${headingId}-path`}>Your path so far</h3>
          <ol>
            {path.map((id, index) => (
              <li key={index}>{stepName(id)}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby={`${headingId}-waits`}>
          <h3 id={`${headingId}-waits`}>Waits</h3>
          {waits.length === 0 ? (
            <p>No step waits: every action moves on at once.</p>
          ) : (
            <ul>
              {waits.map((wait) => (
                <li key={`${wait.step}-${wait.event}`}>
                  On {stepName(wait.step)}, {wait.event} shows “{wait.shows}” for {wait.ms ?? '?'} ms
                  {wait.delay === undefined ? '' : ` (the delay “${wait.delay}” in the file)`}, then goes to {stepName(wait.to)}. It stands in for a
                  server’s reply: nothing is sent.
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${headingId}-events`}>
          <h3 id={`${headingId}-events`}>Tracking events this visit fired</h3>
          <TrackedEventList events={tracked} />
          <Note>They stay in this page’s memory: nothing is sent or stored.</Note>
        </section>

        <section aria-labelledby={`${headingId}-source`}>
          <h3 id={`${headingId}-source`}>Source</h3>
          <ul>
            <li>
              <a href={funnelSourceUrl(funnel.slug)}>The funnel’s file (JSON)</a>
            </li>
            <li>
              <a href={machineDiagramUrl(funnel.slug)}>Its state machine as a Mermaid diagram</a>
            </li>
          </ul>
        </section>
      </Body>
    </Sheet>
  );
}
