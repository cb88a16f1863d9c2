import { useId, useState } from 'react';

const STEP_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * A new step, by its id: it starts as a valid final page with the funnel's
 * header, at the address of its id, to be connected from another step.
 */
export function AddStepForm({ steps, onAdd }: { steps: readonly string[]; onAdd: (id: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState('');
  return (
    <form
      className="add-step"
      onSubmit={(event) => {
        event.preventDefault();
        const step = name.trim();
        if (!STEP_ID.test(step)) setRefusal('A step id is lower-case letters and digits, words joined by single dashes, e.g. thank-you.');
        else if (steps.includes(step)) setRefusal(`There is already a step "${step}".`);
        else {
          onAdd(step);
          setName('');
          setRefusal('');
        }
      }}
    >
      <label htmlFor={id}>New step id</label>
      <div className="inline-form">
        <input
          id={id}
          className="mono"
          value={name}
          placeholder="order"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={refusal !== ''}
          aria-describedby={refusal === '' ? undefined : `${id}-refusal`}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal('');
          }}
        />
        <button type="submit" className="button">
          Add step
        </button>
      </div>
      {refusal !== '' && (
        <p id={`${id}-refusal`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
