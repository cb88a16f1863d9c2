import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { useDevInspection } from '../dev/useDevInspection.ts';
import { useMachineBroadcast } from '../dev/useMachineBroadcast.ts';
import { initialContext } from '../engine/createFunnelMachine.ts';
import { currentStep } from '../engine/currentStep.ts';
import { FunnelActorContext } from '../engine/FunnelActorContext.ts';
import { funnelRegistry, type FunnelEntry } from '../engine/funnelRegistry.ts';
import { stepIdForPath, stepUrl } from '../engine/stepRoutes.ts';
import { routeEvent } from '../engine/stepTags.ts';
import { FlowViewControl } from '../flow-view/FlowViewControl.tsx';
import { funnelTheme } from '../theme/funnelTheme.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import { NoScriptNotice } from './NoScriptNotice.tsx';
import { NotFound } from './NotFound.tsx';
import { PageMeta } from './PageMeta.tsx';

/** /funnels/:slug/* — an unknown funnel or step is the 404 page. */
export function FunnelPage() {
  const { slug = '', '*': rest = '' } = useParams();
  const entry = funnelRegistry.get(slug);
  const stepId = entry === undefined ? undefined : stepIdForPath(entry.funnel, rest);
  if (entry === undefined || stepId === undefined) return <NotFound />;
  return <FunnelSession key={slug} entry={entry} urlStep={stepId} />;
}

/**
 * One visit to one funnel. The machine decides where a click leads; the URL
 * follows it (push). When the URL moves on its own (Back, Forward, a typed
 * address) the machine follows the URL. Each side only acts when the other
 * disagrees, so neither echoes back.
 */
function FunnelSession({ entry, urlStep }: { entry: FunnelEntry; urlStep: string }) {
  const { funnel, machine } = entry;
  // A deep link or a reload starts the machine on the step in the URL.
  const [snapshot] = useState(() => machine.resolveState({ value: urlStep, context: initialContext(funnel) }));
  // Development only (no-ops in the build): ?inspect attaches Stately's inspector; /__machines is told the state.
  const inspect = useDevInspection();
  const actor = useActorRef(machine, { snapshot, inspect });
  useMachineBroadcast(funnel.slug, actor);
  const step = useSelector(actor, currentStep);
  const navigate = useNavigate();
  const urlStepRef = useRef(urlStep);
  const shownStep = useRef(step);

  useEffect(() => {
    urlStepRef.current = urlStep;
    if (currentStep(actor.getSnapshot()) !== urlStep) actor.send({ type: routeEvent(urlStep) });
  }, [actor, urlStep]);

  // Runs for a change of step only. React Router hands out a new `navigate`
  // on every location change (Back, a #anchor), and reacting to that with a
  // step from an older render would push a stale URL and start an echo.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step !== urlStepRef.current) void navigate(stepUrl(funnel, step));
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [funnel, navigate, step]);

  const current = funnel.steps[step];
  if (current === undefined) return <NotFound />;
  return (
    <ThemeProvider theme={funnelTheme(funnel.theme)}>
      <PageStyle />
      <PageMeta title={current.title} description={current.description} path={stepUrl(funnel, step)} />
      <NoScriptNotice />
      <FunnelActorContext.Provider value={actor}>
        <BlockPage blocks={current.blocks} />
        <FlowViewControl funnel={funnel} />
      </FunnelActorContext.Provider>
    </ThemeProvider>
  );
}
