import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { currentStep } from '../../engine/currentStep.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { useFunnelEntry } from '../../engine/FunnelEntryContext.ts';
import { BUMP_TAKEN } from '../../engine/orderBumps.ts';
import { payFormId } from '../../engine/payments/payingForms.ts';
import { stepUrl } from '../../engine/stepUrl.ts';
import { Button } from '../../ui/Button.tsx';
import { DeliveryFields } from '../../ui/delivery/DeliveryFields.tsx';
import { Section } from '../../ui/Section.tsx';
import { stickyFoot } from '../../ui/stickyFoot.ts';
import type { BlockProps } from '../BlockProps.ts';
import { NamedField } from './DeliveringForm.tsx';
import { Fields, Footer, Panel } from './formParts.ts';

/** The width below which the pay button is the band's at the foot of the screen, as a demo's checkout button is (BlockPage). */
const PHONE = '(max-width: 479px)';

/** The choice's last part: close under the order options and the bump, a checkout panel rather than a page's form. */
const PaySection = styled(Section)`
  padding-top: ${({ theme }) => theme.space[2]};
`;

const PayPanel = styled(Panel)`
  padding: clamp(20px, 4vw, 32px);
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ${Footer} {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

const PanelPay = styled(Button)`
  @media ${PHONE} {
    display: none;
  }
`;

/**
 * On a phone the choice, the bump and the email are taller than the screen: the pay button waits at its foot (it
 * submits the form by its id, from outside it), and a tap with the email still empty takes the visitor to it.
 */
const PayBand = styled.div`
  display: none;
  @media ${PHONE} {
    display: grid;
    justify-items: center;
    padding-inline: ${({ theme }) => theme.layout.gutter};
    ${stickyFoot}
  }
`;

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
  const formId = payFormId(block.event);
  return (
    <>
      <PaySection id={block.id} $narrow>
        <PayPanel>
          <header>
            <h2 id={headingId}>{block.heading}</h2>
            {block.text !== undefined && <p>{block.text}</p>}
          </header>
          <form ref={form} id={formId} method="post" action={stepUrl(funnel, step)} data-pay-form={block.event} aria-labelledby={headingId}>
            <DeliveryFields event={block.event} />
            <Fields>
              {block.fields.map((field) => (
                <NamedField key={field.name} field={field} form={block.event} invalid={false} describedBy={undefined} />
              ))}
            </Fields>
            <Footer>
              <PanelPay type="submit" $variant="primary">
                {block.submitLabel}
              </PanelPay>
              {block.note !== undefined && <small>{block.note}</small>}
            </Footer>
          </form>
        </PayPanel>
      </PaySection>
      <PayBand>
        <Button type="submit" form={formId} $variant="primary">
          {block.submitLabel}
        </Button>
      </PayBand>
    </>
  );
}
