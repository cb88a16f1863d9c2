import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { useDevInspection } from '../dev/useDevInspection.ts';
import { useMachineBroadcast } from '../dev/useMachineBroadcast.ts';
import { initialContext } from '../engine/createFunnelMachine.ts';
import { FunnelActorContext } from '../engine/FunnelActorContext.ts';
import { funnelChunk } from '../engine/funnelChunks.ts';
import { FunnelEntryContext } from '../engine/FunnelEntryContext.ts';
import type { FunnelEntry } from '../engine/funnelRegistry.ts';
import type { LazyValue } from '../lazy/lazyValue.ts';
import { stepAtPath } from '../engine/stepRoutes.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import type { Assignment } from '../engine/experiments/experimentIds.ts';
import { variantPath } from '../engine/experiments/variantAddresses.ts';
import { visitVariants } from '../engine/experiments/visitVariants.ts';
import { FlowViewControl } from '../flow-view/FlowViewControl.tsx';
import { funnelTheme } from '../theme/funnelTheme.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import { useDataLayer } from '../dataLayer/useDataLayer.ts';
import { useGa4Events } from '../analytics/useGa4.ts';
import { NotFound } from './NotFound.tsx';
import { StepProgress } from '../ui/StepProgress.tsx';
import { useAddressAgrees } from './useAddressAgrees.ts';
import { usePreloadNextSteps } from './usePreloadNextSteps.ts';
import { useStepAsShown } from './useStepAsShown.ts';
import { useStepOnScreen } from './useStepOnScreen.ts';
import { PageMeta } from './PageMeta.tsx';

/** /funnels/:slug/* (on a client's site, a funnel's own address: `slug` given) — an unknown funnel or step is the 404 page. */
export function FunnelPage({ slug: fixed }: { slug?: string }) {
  const { slug: named = '', '*': rest = '' } = useParams();
  const slug = fixed ?? named;
  const chunk = funnelChunk(slug);
  if (chunk === undefined) return <NotFound />;
  return <FunnelPageOf key={slug} chunk={chunk} rest={rest} />;
}

/** Only this funnel's chunk is loaded (before hydration, the page names it). */
function FunnelPageOf({ chunk, rest }: { chunk: LazyValue<FunnelEntry>; rest: string }) {
  const entry = chunk.useValue();
  const addressed = stepAtPath(entry.funnel, rest);
  if (addressed === undefined) return <NotFound />;
  return <FunnelSession entry={entry} urlStep={addressed.stepId} urlVariants={addressed.variants} urlAnswers={addressed.answers} />;
}

/**
 * One visit to one funnel, kept in step with the address bar whatever the
 * timing. The screen shows the machine's step as soon as that step's code is
 * there (it is fetched ahead, usePreloadNextSteps; until it arrives the page
 * stays and says it is busy, useStepOnScreen), and the address changes in the
 * same commit as the screen (useAddressAgrees), while Back and Forward send
 * the machine to the addressed step.
 */
function FunnelSession({
  entry,
  urlStep,
  urlVariants,
  urlAnswers,
}: {
  entry: FunnelEntry;
  urlStep: string;
  urlVariants: Assignment | undefined;
  urlAnswers: Record<string, string> | undefined;
}) {
  const { funnel, machine } = entry;
  // A deep link or a reload starts the machine on the step in the URL, with the visitor's variants (chosen once, here)
  // and, at an answer page, the earlier answers its address names.
  const [snapshot] = useState(() =>
    machine.resolveState({ value: urlStep, context: initialContext(funnel, urlStep, visitVariants(funnel, urlVariants), urlAnswers) }),
  );
  // Development only (no-ops in the build): ?inspect attaches Stately's inspector; /__machines is told the state.
  const inspect = useDevInspection();
  const actor = useActorRef(machine, { snapshot, inspect });
  useMachineBroadcast(funnel.slug, actor);
  // Off unless content/site.json switches it on: then the tracking plan's events also go to window.dataLayer.
  useDataLayer(actor);
  // With a GA4 measurement ID in content/site.json, the same events go to Google's tag once the visitor accepts.
  useGa4Events(actor);
  const stepAsShown = useStepAsShown(actor, funnel);
  const { step, busy } = useStepOnScreen(actor, stepAsShown);
  const navigate = useNavigate();
  useAddressAgrees(actor, funnel, step, urlStep, navigate);
  usePreloadNextSteps(actor, stepAsShown, step);

  // A new step starts at the top, in the frame it is drawn; hydration (which may come after the visitor has scrolled) does not.
  const shownStep = useRef(step);
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [step]);

  const current = stepAsShown(step);
  if (current === undefined) return <NotFound />;
  return (
    <ThemeProvider theme={funnelTheme(funnel.theme)}>
      <PageStyle />
      {/* A variant's page, or a page for earlier answers, is not a page of its own for search engines: it points to the step's, at whatever address it is drawn. */}
      <PageMeta title={current.title} description={current.description} path={stepUrl(funnel, step)} noindex={urlAnswers !== undefined || variantPath(funnel, step, snapshot.context.variants) !== stepUrl(funnel, step)} />
      <FunnelEntryContext.Provider value={entry}>
        <FunnelActorContext.Provider value={actor}>
          {busy && <StepProgress />}
          <BlockPage
            blocks={current.blocks}
            busy={busy}
            compact={step !== funnel.landing}
            languageSwitch={{ path: stepUrl(funnel, step), overHeader: current.blocks.some((block) => block.type === 'header' && block.contact === undefined) }}
            top={<FlowViewControl funnel={funnel} />}
          />
        </FunnelActorContext.Provider>
      </FunnelEntryContext.Provider>
    </ThemeProvider>
  );
}
