import type { Funnel } from '../../../schemas/funnel.ts';
import { normalizeTransition } from '../normalizeTransition.ts';
import { stepUrl } from '../stepUrl.ts';
import { delivers } from './deliveringForms.ts';
import { DELIVER_ACTOR, deliveringStates } from './deliveringStates.ts';
import { deliverSubmission } from './deliverSubmission.ts';

/** One action as the machine factory writes them: a name and its params. */
interface Action {
  type: string;
  params?: unknown;
}

/**
 * The machine factory's way into delivery: for a step whose form delivers,
 * its event and the states that wait for the answer (deliveringStates);
 * undefined for any other step. A build in which no funnel delivers links
 * deliveringStep.off.ts here instead (projectDataPlugin), so none of this,
 * nor the sender it invokes, is in the demos' scripts.
 */
export function deliveringStep(
  funnel: Funnel,
  stepId: string,
  { ref, tracks }: { ref: (stepId: string) => string; tracks: (event: string) => Action[] },
): { event: string; states: ReturnType<typeof deliveringStates> } | undefined {
  const step = funnel.steps[stepId];
  // `check` allows one delivering form a step.
  const form = step?.blocks.find(delivers);
  if (step === undefined || form === undefined) return undefined;
  const sent = normalizeTransition(step.on[form.event] ?? {});
  const states = deliveringStates({
    stepRef: ref(stepId),
    event: form.event,
    delay: sent.delay,
    targetRef: sent.target === undefined ? undefined : ref(sent.target),
    actions: [...(sent.flag === undefined ? [] : [{ type: 'setFlag', params: { flag: sent.flag } }]), ...tracks(form.event)],
    request: {
      to: form.deliver.to,
      url: form.deliver.to === 'webhook' ? (form.deliver.webhook ?? '') : stepUrl(funnel, stepId),
      slug: funnel.slug,
      step: stepId,
      form: form.event,
    },
  });
  return { event: form.event, states };
}

/** The sender every delivering step invokes, by name, for `machine.provide`. */
export const deliveryActors = { [DELIVER_ACTOR]: deliverSubmission };
