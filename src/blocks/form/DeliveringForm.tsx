import { useId } from 'react';
import type { Delivery } from '../../../schemas/delivery.ts';
import type { FormField } from '../../../schemas/formField.ts';
import { EMAIL_MAX, TEL_MAX, TEL_PATTERN, TEXT_MAX } from '../../engine/delivery/fieldRules.ts';
import { leadFieldId } from '../../engine/delivery/protocol.ts';
import { Button } from '../../ui/Button.tsx';
import { DeliveryFields } from '../../ui/delivery/DeliveryFields.tsx';
import { DeliveryProblem } from '../../ui/delivery/DeliveryProblem.tsx';
import { useDelivery } from '../../ui/delivery/useDelivery.ts';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { autocompleteFor, inputModes } from './fieldHints.ts';
import { FieldRow, Fields, Footer, Panel } from './formParts.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fieldValidity } from '../../ui/delivery/fieldValidity.ts';

/** The longest text each type of field takes: the worker refuses more (fieldRules). */
const maxLengths: Record<FormField['type'], number | undefined> = { text: TEXT_MAX, email: EMAIL_MAX, tel: TEL_MAX, select: undefined };

/**
 * A field that is posted: named, with an id the worker's page of problems
 * links to, and the rules the worker checks (a phone's pattern, each
 * type's longest text) so the browser stops what the worker would refuse.
 * The demos' Field stays as it was, nameless, byte for byte.
 */
export function NamedField({ field, form, invalid, describedBy }: { field: FormField; form: string; invalid: boolean; describedBy: string | undefined }) {
  const id = leadFieldId(form, field.name);
  const words = useWords();
  const shared = {
    ...fieldValidity(field, words.validation, maxLengths[field.type]),
    id,
    name: field.name,
    required: field.required,
    autoComplete: autocompleteFor(field),
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? describedBy : undefined,
  };
  if (field.type === 'select') {
    return (
      <FieldRow>
        <label htmlFor={id}>{field.label}</label>
        <select {...shared} defaultValue="">
          <option value="" disabled>
            {field.placeholder ?? words.form.choose}
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
        {...shared}
        type={field.type}
        placeholder={field.placeholder}
        inputMode={inputModes[field.type]}
        maxLength={maxLengths[field.type]}
        pattern={field.type === 'tel' ? TEL_PATTERN : undefined}
      />
    </FieldRow>
  );
}

/**
 * A form whose file says where its submissions go (issue 45). Without a
 * script it posts its named fields to the worker at its own step's address
 * (or to the webhook), which answers with the next step; with one, the
 * machine sends them and *Submitting...* lasts until the answer. A failed try
 * keeps the form, and so every typed value, says why, and offers another.
 */
export function DeliveringForm({ block, deliver }: BlockProps<'form'> & { deliver: Delivery }) {
  const { submitting, failure, formProps } = useDelivery(block.event, deliver);
  const headingId = useId();
  const problemId = useId();
  const invalid = new Set(failure?.problems.map((problem) => problem.field));
  const words = useWords();
  const submittingLabel = block.submittingLabel ?? words.form.submitting;
  return (
    <Section id={block.id} $narrow>
      <Panel>
        <header>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
        </header>
        <form aria-labelledby={headingId} {...formProps}>
          <DeliveryFields event={block.event} />
          <Fields>
            {block.fields.map((field) => (
              <NamedField key={field.name} field={field} form={block.event} invalid={invalid.has(field.name)} describedBy={problemId} />
            ))}
          </Fields>
          <Footer>
            {failure !== undefined && <DeliveryProblem failure={failure} id={problemId} />}
            <Button type="submit" $variant="primary" disabled={submitting}>
              {submitting ? submittingLabel : failure === undefined ? block.submitLabel : words.form.tryAgain}
            </Button>
            {block.note !== undefined && <small>{block.note}</small>}
            <span role="status" className="visually-hidden">
              {submitting ? submittingLabel : ''}
            </span>
          </Footer>
        </form>
      </Panel>
    </Section>
  );
}
