// Delivery's two imports first: in a build without it (both then empty twins, folded away) this file's chunk is
// laid out as it was before they existed, byte for byte but for the styled-components ids hashed from this text.
import { LEADS_IN_BUILD } from '../../engine/delivery/leadsInBuild.ts';
import { DeliveringForm } from './DeliveringForm.tsx';
import { PayingForm } from './PayingForm.tsx';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { FormField } from '../../../schemas/formField.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { TAG_SUBMITTING } from '../../engine/stepTags.ts';
import { useEventHref } from '../../engine/useEventHref.ts';
import { formTarget } from '../../ui/formTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
// Last, so that in a build without delivery the chunk holds the parts where this file used to define them.
import { FieldRow, Fields, Footer, Panel } from './formParts.ts';
import { autocompleteFor, inputModes } from './fieldHints.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fieldValidity } from '../../ui/delivery/fieldValidity.ts';

/**
 * A field with its label above it, tied by id rather than by wrapping: a
 * control inside its label would have its own value (a select's chosen
 * option) read out as part of its name.
 */
function Field({ field }: { field: FormField }) {
  const id = useId();
  const words = useWords();
  const validity = fieldValidity(field, words.validation);
  if (field.type === 'select') {
    return (
      <FieldRow>
        <label htmlFor={id}>{field.label}</label>
        <select id={id} required={field.required} autoComplete={autocompleteFor(field)} defaultValue="" {...validity}>
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
        id={id}
        type={field.type}
        required={field.required}
        placeholder={field.placeholder}
        autoComplete={autocompleteFor(field)}
        inputMode={inputModes[field.type]}
        {...validity}
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
  const words = useWords();
  const submittingLabel = block.submittingLabel ?? words.form.submitting;
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
              {submitting ? submittingLabel : block.submitLabel}
            </Button>
            {block.note !== undefined && <small>{block.note}</small>}
            {/* The button's new label is not read out while focus stays put; this says it. */}
            <span role="status" className="visually-hidden">
              {submitting ? submittingLabel : ''}
            </span>
          </Footer>
        </form>
      </Panel>
    </Section>
  );
}
