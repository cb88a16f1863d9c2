import { useSelector } from '@xstate/react';
import { type SubmitEvent, useEffect } from 'react';
import type { Delivery } from '../../../schemas/delivery.ts';
import { currentStep } from '../../engine/currentStep.ts';
import { TAG_FAILED } from '../../engine/delivery/deliveringStates.ts';
import { preloadSender } from '../../engine/delivery/deliverSubmission.ts';
import { FORM_MARK } from '../../engine/delivery/protocol.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { useFunnelEntry } from '../../engine/FunnelEntryContext.ts';
import { stepUrl } from '../../engine/stepUrl.ts';
import { TAG_SUBMITTING } from '../../engine/stepTags.ts';

/** A form's fields as the browser would post them: every named control's text. */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * What a delivering form needs from its funnel: the attributes that make it
 * post to the worker (its own step's address) or the webhook without a
 * script, and, with one, hand its fields to the machine instead, whose
 * *Submitting...* sends them; whether it is sending, and why the last try
 * failed. The sender's code is fetched as the form appears, so a submit
 * made after the network went away still has it.
 */
export function useDelivery(event: string, delivery: Delivery) {
  const actor = useFunnelActor();
  const { funnel } = useFunnelEntry();
  const step = useSelector(actor, currentStep);
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag(TAG_SUBMITTING));
  const failure = useSelector(actor, (snapshot) => (snapshot.hasTag(TAG_FAILED) ? snapshot.context.failure : undefined));
  useEffect(preloadSender, []);
  const formProps = {
    method: 'post',
    action: delivery.to === 'webhook' ? delivery.webhook : stepUrl(funnel, step),
    [FORM_MARK]: event,
    'aria-busy': submitting,
    onSubmit: (submitted: SubmitEvent<HTMLFormElement>) => {
      submitted.preventDefault();
      actor.send({ type: event, values: valuesOf(submitted.currentTarget) });
    },
  };
  return { submitting, failure, formProps };
}
