import { useId, useState } from 'react';

interface Props {
  /** The step the new one goes after: the one being edited. */
  after: string | undefined;
  /** Why a step cannot take this id (taken, not a step id); undefined when it can. */
  refuse: (id: string) => string | undefined;
  onAdd: (id: string) => void;
}

/**
 * A new step, by its id: it starts as a valid final page with the funnel's
 * header, at the address of its id, right after the step being edited, to be
 * connected from another step.
 */
export function AddStepForm({ after, refuse, onAdd }: Props) {
  const id = useId();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState('');
  return (
    <form
      className="add-step"
      onSubmit={(event) => {
        event.preventDefault();
        const step = name.trim();
        const reason = refuse(step);
        if (reason !== undefined) setRefusal(reason);
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
          aria-describedby={`${id}-about${refusal === '' ? '' : ` ${id}-refusal`}`}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal('');
          }}
        />
        <button type="submit" className="button">
          Add step
        </button>
      </div>
      <p id={`${id}-about`} className="hint">
        {after === undefined ? 'Added at the end of the steps.' : `Added after ${after}.`}
      </p>
      {refusal !== '' && (
        <p id={`${id}-refusal`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
