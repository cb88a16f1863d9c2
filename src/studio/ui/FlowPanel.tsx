import { useDeferredValue, useMemo, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { funnelSchema } from '../../../schemas/funnel.ts';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { flowData } from '../../diagrams/flowData.ts';
import type { FlowData } from '../../flow-view/flowData.ts';
import { FlowViewport } from '../../flow-view/FlowViewport.tsx';
import type { ObservedFunnel } from '../../observed/observeExport.ts';
import { baseTheme } from '../../theme/theme.ts';
import { dataWord, observedAnnotations } from './observedAnnotations.ts';
import { ObservedMarks } from './ObservedMarks.tsx';

/**
 * The funnel's machine drawn by the flow view's own diagram, from the same
 * data the site's "How this funnel works" view is built from (flowData, laid
 * out by dagre, which is fine here: the studio never ships), in the same
 * pan-and-zoom canvas, opening on the step being edited. Drawn from the
 * funnel as edited; while it does not parse, the last drawing stays. With
 * an export loaded in the Observed pane, its shares are drawn by the arrows.
 */
export function FlowPanel({
  slug,
  funnel,
  currentStep,
  observed,
}: {
  slug: string;
  funnel: FunnelFile;
  currentStep: string | undefined;
  observed?: { funnel: ObservedFunnel; simulated: boolean } | undefined;
}) {
  // Laid out again after a change, never in the way of typing: React draws it when the form has been answered.
  const deferred = useDeferredValue(funnel);
  const drawn = useMemo(() => {
    const parsed = funnelSchema.safeParse(deferred);
    if (!parsed.success) return null;
    try {
      return flowData({ ...parsed.data, slug });
    } catch {
      // A graph the machine cannot be built from is the check's to explain; the last drawing stays.
      return null;
    }
  }, [deferred, slug]);
  const annotations = useMemo(() => {
    if (observed === undefined) return undefined;
    const parsed = funnelSchema.safeParse(deferred);
    if (!parsed.success) return undefined;
    try {
      return observedAnnotations({ ...parsed.data, slug }, observed.funnel, observed.simulated);
    } catch {
      return undefined;
    }
  }, [deferred, slug, observed]);
  const [last, setLast] = useState<FlowData | null>(null);
  if (drawn !== null && drawn !== last) setLast(drawn);
  const flow = drawn ?? last;
  const active = useMemo(() => new Set(currentStep === undefined ? [] : [currentStep]), [currentStep]);
  if (flow === null) return <p className="muted">The diagram appears once the funnel is valid.</p>;
  return (
    <ThemeProvider theme={baseTheme}>
      {annotations !== undefined && observed !== undefined && (
        <p className="hint" data-testid="observed-legend">
          {observed.simulated && <strong className="observed-simulated-tag">Simulated data </strong>}
          Above each step, its {dataWord(observed.simulated)} visitors; by each arrow, the share of the step’s visitors who took it with its 95% interval, beside the
          forecast’s (✕ where the forecast falls outside the interval). From the export in the Observed pane below.
        </p>
      )}
      <FlowViewport
        name={`studio-${slug}`}
        layouts={flow}
        focus={currentStep}
        label="Flow diagram"
        maxHeight="min(62vh, 520px)"
        active={active}
        annotations={annotations === undefined ? undefined : { steps: annotations.steps }}
        activeLabel="editing"
        description={`The ${slug} funnel's flow: ${String(flow.steps.length)} steps, starting at ${flow.initial}.`}
      >
        {annotations !== undefined && <ObservedMarks layouts={flow} ways={annotations.ways} />}
      </FlowViewport>
    </ThemeProvider>
  );
}
