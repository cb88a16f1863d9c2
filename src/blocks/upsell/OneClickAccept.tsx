import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import styled from 'styled-components';
import type { Action } from '../../../schemas/common.ts';
import { currentStep } from '../../engine/currentStep.ts';
import { FORM_FIELD } from '../../engine/delivery/protocol.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { FunnelEntryContext } from '../../engine/FunnelEntryContext.ts';
import { funnelPays } from '../../engine/payments/payingForms.ts';
import { stepUrl } from '../../engine/stepUrl.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** The form is only the button's: it takes no room of its own in the row of answers. */
const Inline = styled.form`
  display: contents;
`;

/**
 * An upsell's accept on a funnel that takes payment (issue 58): one click
 * posts it to the site's worker, which charges the offer to the card the
 * order was just paid with and answers with the next step (or Stripe's page,
 * when the bank asks the visitor to confirm). Anywhere else, the accept is
 * the button it always was.
 */
export function OneClickAccept({ action }: { action: Action }) {
  const entry = useContext(FunnelEntryContext);
  const actor = useFunnelActor();
  const step = useSelector(actor, currentStep);
  if (entry === null || !funnelPays(entry.funnel) || !('event' in action)) return <ActionButton action={action} />;
  return (
    <Inline method="post" action={stepUrl(entry.funnel, step)}>
      <input type="hidden" name={FORM_FIELD} value={action.event} />
      <Button type="submit" $variant={action.variant}>
        {action.icon !== undefined && <Icon name={action.icon} />}
        {action.label}
      </Button>
    </Inline>
  );
}
