import { useId, useState } from 'react';

interface Props {
  step: string;
  /** Why the step cannot take this id (taken, not a step id); undefined when it can. */
  refuse: (id: string) => string | undefined;
  onRename: (id: string) => void;
}

/**
 * A step's id, renamed in one change: everything that names the step (its
 * transitions, branches, `landing`, split tests, tracking plan, forecast)
 * follows, and Undo puts it all back. Its address (`path`) is its own field.
 */
export function RenameStepForm({ step, refuse, onRename }: Props) {
  const id = useId();
  const [name, setName] = useState(step);
  const [refusal, setRefusal] = useState('');
  return (
    <form
      className="rename-step"
      onSubmit={(event) => {
        event.preventDefault();
        const next = name.trim();
        if (next === step) return;
        const reason = refuse(next);
        if (reason !== undefined) setRefusal(reason);
        else {
          setRefusal('');
          onRename(next);
        }
      }}
    >
      <label htmlFor={id}>Step id</label>
      <div className="inline-form">
        <input
          id={id}
          className="mono"
          value={name}
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
          Rename step
        </button>
      </div>
      <p id={`${id}-about`} className="hint">
        Every transition, branch, split test and tracking event that names the step follows; its address stays.
      </p>
      {refusal !== '' && (
        <p id={`${id}-refusal`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
