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
import { funnelChunk } from '../engine/funnelChunks.ts';
import { FunnelEntryContext } from '../engine/FunnelEntryContext.ts';
import type { FunnelEntry } from '../engine/funnelRegistry.ts';
import type { LazyValue } from '../lazy/lazyValue.ts';
import { stepForAddress, stepIdForPath, stepUrl } from '../engine/stepRoutes.ts';
import { routeEvent } from '../engine/stepTags.ts';
import { FlowViewControl } from '../flow-view/FlowViewControl.tsx';
import { funnelTheme } from '../theme/funnelTheme.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import { useDataLayer } from '../dataLayer/useDataLayer.ts';
import { NotFound } from './NotFound.tsx';
import { useAddressFollowsMachine } from './useAddressFollowsMachine.ts';
import { PageMeta } from './PageMeta.tsx';

/** /funnels/:slug/* — an unknown funnel or step is the 404 page. */
export function FunnelPage() {
  const { slug = '', '*': rest = '' } = useParams();
  const chunk = funnelChunk(slug);
  if (chunk === undefined) return <NotFound />;
  return <FunnelPageOf key={slug} chunk={chunk} rest={rest} />;
}

/** Only this funnel's chunk is loaded (before hydration, the page names it). */
function FunnelPageOf({ chunk, rest }: { chunk: LazyValue<FunnelEntry>; rest: string }) {
  const entry = chunk.useValue();
  const stepId = stepIdForPath(entry.funnel, rest);
  if (stepId === undefined) return <NotFound />;
  return <FunnelSession entry={entry} urlStep={stepId} />;
}

/**
 * One visit to one funnel, kept in step with the address bar whatever the
 * timing. The address is the truth whenever it moves by itself (Back,
 * Forward, a link, a typed address): the machine is sent there at once, from
 * the `popstate` event, not after the router's next render, which may come
 * after another Back. The machine is the truth when it moves (a click, a
 * delay running out): the new step's address is pushed at that moment, so
 * history is right before anything renders. Each side reads the other's
 * current value (window.location, the machine's snapshot), never a value from
 * an older render, so neither can echo a stale step back.
 */
function FunnelSession({ entry, urlStep }: { entry: FunnelEntry; urlStep: string }) {
  const { funnel, machine } = entry;
  // A deep link or a reload starts the machine on the step in the URL.
  const [snapshot] = useState(() => machine.resolveState({ value: urlStep, context: initialContext(funnel, urlStep) }));
  // Development only (no-ops in the build): ?inspect attaches Stately's inspector; /__machines is told the state.
  const inspect = useDevInspection();
  const actor = useActorRef(machine, { snapshot, inspect });
  useMachineBroadcast(funnel.slug, actor);
  // Off unless content/site.json switches it on: then the tracking plan's events also go to window.dataLayer.
  useDataLayer(actor);
  const step = useSelector(actor, currentStep);
  const navigate = useNavigate();
  useAddressFollowsMachine(actor, funnel, currentStep(snapshot), navigate);

  // `urlStep` is a dependency so that a router push (a link to another step) is followed too.
  useEffect(() => {
    const follow = () => {
      const addressed = stepForAddress(funnel, window.location.pathname);
      if (addressed !== undefined && addressed !== currentStep(actor.getSnapshot())) actor.send({ type: routeEvent(addressed) });
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('popstate', follow);
    };
  }, [actor, funnel, urlStep]);

  // A new step starts at the top; hydration (which may come after the visitor has scrolled) does not.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [step]);

  const current = funnel.steps[step];
  if (current === undefined) return <NotFound />;
  return (
    <ThemeProvider theme={funnelTheme(funnel.theme)}>
      <PageStyle />
      <PageMeta title={current.title} description={current.description} path={stepUrl(funnel, step)} />
      <FunnelEntryContext.Provider value={entry}>
        <FunnelActorContext.Provider value={actor}>
          <BlockPage blocks={current.blocks} />
          <FlowViewControl funnel={funnel} />
        </FunnelActorContext.Provider>
      </FunnelEntryContext.Provider>
    </ThemeProvider>
  );
}
