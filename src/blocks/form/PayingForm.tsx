import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { currentStep } from '../../engine/currentStep.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { useFunnelEntry } from '../../engine/FunnelEntryContext.ts';
import { BUMP_TAKEN } from '../../engine/orderBumps.ts';
import { stepUrl } from '../../engine/stepUrl.ts';
import { Button } from '../../ui/Button.tsx';
import { DeliveryFields } from '../../ui/delivery/DeliveryFields.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { NamedField } from './DeliveringForm.tsx';
import { Fields, Footer, Panel } from './formParts.ts';

/**
 * An order form whose file says who takes the money (issue 58). It posts
 * natively to the site's worker at its own step's address, with or without
 * a script, and the worker answers with Stripe's checkout page: the card is
 * typed there only. The order options and bumps it sells are other blocks of
 * the step: without a script, the worker's copy of the page makes their
 * inputs belong to this form (their `form` attribute); with one, the choice
 * the machine holds is written into what is posted as it is posted.
 */
export function PayingForm({ block }: BlockProps<'form'>) {
  const actor = useFunnelActor();
  const { funnel } = useFunnelEntry();
  const step = useSelector(actor, currentStep);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (element === null) return;
    const withChoice = (event: FormDataEvent) => {
      const { selections } = actor.getSnapshot().context;
      for (const shown of funnel.steps[step]?.blocks ?? []) {
        if (shown.type === 'order-options') event.formData.set(shown.name, selections[shown.name] ?? shown.default);
        if (shown.type === 'order-bump') {
          if (selections[shown.name] === BUMP_TAKEN) event.formData.set(shown.name, BUMP_TAKEN);
          else event.formData.delete(shown.name);
        }
      }
    };
    element.addEventListener('formdata', withChoice);
    return () => {
      element.removeEventListener('formdata', withChoice);
    };
  }, [actor, funnel, step]);
  return (
    <Section id={block.id} $narrow>
      <Panel>
        <header>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
        </header>
        <form ref={form} method="post" action={stepUrl(funnel, step)} data-pay-form={block.event} aria-labelledby={headingId}>
          <DeliveryFields event={block.event} />
          <Fields>
            {block.fields.map((field) => (
              <NamedField key={field.name} field={field} form={block.event} invalid={false} describedBy={undefined} />
            ))}
          </Fields>
          <Footer>
            <Button type="submit" $variant="primary">
              {block.submitLabel}
            </Button>
            {block.note !== undefined && <small>{block.note}</small>}
          </Footer>
        </form>
      </Panel>
    </Section>
  );
}
