import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { Delivery } from '../../../schemas/delivery.ts';
import { EMAIL_MAX } from '../../engine/delivery/fieldRules.ts';
import { leadFieldId, NEWSLETTER_EMAIL } from '../../engine/delivery/protocol.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { Button } from '../../ui/Button.tsx';
import { DeliveryFields } from '../../ui/delivery/DeliveryFields.tsx';
import { DeliveryProblem } from '../../ui/delivery/DeliveryProblem.tsx';
import { useDelivery } from '../../ui/delivery/useDelivery.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { Form, Panel, Thanks } from './newsletterParts.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fieldValidity } from '../../ui/delivery/fieldValidity.ts';

/**
 * A newsletter whose file says where the address goes (issue 45): without a
 * script it posts to the worker, which answers with this step's page and the
 * thanks; with one, the machine sends it, and the thanks replaces the form
 * only once the address is kept. A failed try keeps the address typed in,
 * says why, and offers another.
 */
export function DeliveringNewsletter({ block, deliver }: BlockProps<'newsletter'> & { deliver: Delivery }) {
  const actor = useFunnelActor();
  const submitted = useSelector(actor, (snapshot) => snapshot.context.flags[block.flag] === true);
  const { submitting, failure, formProps } = useDelivery(block.event, deliver);
  const headingId = useId();
  const problemId = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
  }, [submitted]);
  const invalid = failure?.problems.some((problem) => problem.field === NEWSLETTER_EMAIL) === true;
  const words = useWords();
  const sending = block.submittingLabel ?? words.form.sending;
  return (
    <Section id={block.id}>
      <Panel>
        <div>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
        </div>
        <div aria-live="polite">
          {submitted ? (
            <Thanks role="status" ref={thanksRef} tabIndex={-1}>
              <Icon name="check" size={24} />
              {block.thanks}
            </Thanks>
          ) : (
            <Form aria-labelledby={headingId} {...formProps}>
              <DeliveryFields event={block.event} />
              <label>
                {block.label}
                <input
                  id={leadFieldId(block.event, NEWSLETTER_EMAIL)}
                  name={NEWSLETTER_EMAIL}
                  type="email"
                  required
                  maxLength={EMAIL_MAX}
                  autoComplete="email"
                  inputMode="email"
                  placeholder={block.placeholder}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? problemId : undefined}
                  {...fieldValidity({ label: block.label, type: 'email' }, words.validation, EMAIL_MAX)}
                />
              </label>
              <Button type="submit" $variant="primary" disabled={submitting}>
                {submitting ? sending : failure === undefined ? block.submitLabel : words.form.tryAgain}
              </Button>
              {failure !== undefined && <DeliveryProblem failure={failure} id={problemId} />}
              <span role="status" className="visually-hidden">
                {submitting ? sending : ''}
              </span>
            </Form>
          )}
        </div>
      </Panel>
    </Section>
  );
}
