// Delivery's two imports first: in a build without it (both then empty twins, folded away) this file's chunk is
// laid out as it was before they existed, byte for byte but for the styled-components ids hashed from this text.
import { LEADS_IN_BUILD } from '../../engine/delivery/leadsInBuild.ts';
import { DeliveringForm } from './DeliveringForm.tsx';
import { PayingForm } from './PayingForm.tsx';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import type { FormField } from '../../../schemas/formField.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { TAG_SUBMITTING } from '../../engine/stepTags.ts';
import { useEventHref } from '../../engine/useEventHref.ts';
import { formTarget } from '../../ui/formTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { fieldStyles, labelStyles } from '../../ui/formStyles.ts';
import { Card, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

export const Panel = styled(Card)`
  padding: clamp(24px, 5vw, 48px);
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  header {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.015em;
  }
  header p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FieldRow = styled.div`
  ${labelStyles}
  &:first-child:nth-last-child(odd) {
    grid-column: 1 / -1;
  }
  input,
  select {
    ${fieldStyles}
    font-weight: 400;
  }
  select {
    appearance: none;
    background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
      linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position:
      calc(100% - 20px) 50%,
      calc(100% - 15px) 50%;
    background-size: 5px 5px;
    background-repeat: no-repeat;
    padding-right: 40px;
  }
`;

export const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const inputModes: Record<FormField['type'], React.HTMLAttributes<HTMLInputElement>['inputMode']> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  select: undefined,
};

/**
 * The autocomplete token, so browsers and password managers can fill the
 * field (WCAG 1.3.5): the config's own, else the one its type or name makes
 * plain. Other fields (a preferred month) are not about the visitor.
 */
export function autocompleteFor(field: FormField): string | undefined {
  if (field.autocomplete !== undefined) return field.autocomplete;
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (/^(full)?name$/i.test(field.name)) return 'name';
  return undefined;
}

/**
 * A field with its label above it, tied by id rather than by wrapping: a
 * control inside its label would have its own value (a select's chosen
 * option) read out as part of its name.
 */
function Field({ field }: { field: FormField }) {
  const id = useId();
  if (field.type === 'select') {
    return (
      <FieldRow>
        <label htmlFor={id}>{field.label}</label>
        <select id={id} required={field.required} autoComplete={autocompleteFor(field)} defaultValue="">
          <option value="" disabled>
            {field.placeholder ?? 'Choose…'}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldRow>
    );
  }
  return (
    <FieldRow>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type={field.type}
        required={field.required}
        placeholder={field.placeholder}
        autoComplete={autocompleteFor(field)}
        inputMode={inputModes[field.type]}
      />
    </FieldRow>
  );
}

/**
 * Native fields and native validation only: the browser blocks an invalid
 * submit, and a valid one sends the block's event. Nothing is stored or sent:
 * the fields have no `name`, so even the browser's own submit (before the
 * script, or without one) carries none of them; it only goes to the step the
 * event leads to.
 */
export function Form({ block }: BlockProps<'form'>) {
  const actor = useFunnelActor();
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag(TAG_SUBMITTING));
  const headingId = useId();
  const action = useEventHref(block.event);
  // One whose file says where it goes posts its fields (a build in which no funnel delivers folds this away).
  if (LEADS_IN_BUILD && block.deliver !== undefined) return <DeliveringForm block={block} deliver={block.deliver} />;
  // One that takes payment posts to the worker, which sends the visitor to Stripe (folded away likewise).
  if (LEADS_IN_BUILD && block.pay !== undefined) return <PayingForm block={block} />;
  return (
    <Section id={block.id} $narrow>
      <Panel>
        <header>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
        </header>
        <form
          aria-labelledby={headingId}
          aria-busy={submitting}
          {...formTarget(action)}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: block.event });
          }}
        >
          <Fields>
            {block.fields.map((field) => (
              <Field key={field.name} field={field} />
            ))}
          </Fields>
          <Footer>
            <Button type="submit" $variant="primary" disabled={submitting}>
              {submitting ? block.submittingLabel : block.submitLabel}
            </Button>
            {block.note !== undefined && <small>{block.note}</small>}
            {/* The button's new label is not read out while focus stays put; this says it. */}
            <span role="status" className="visually-hidden">
              {submitting ? block.submittingLabel : ''}
            </span>
          </Footer>
        </form>
      </Panel>
    </Section>
  );
}
