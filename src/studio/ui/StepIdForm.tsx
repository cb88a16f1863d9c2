import { useId, useState, type ReactNode } from 'react';

interface Props {
  className: string;
  label: string;
  submitLabel: string;
  hint: ReactNode;
  /** What the field starts with; submitting it unchanged does nothing. */
  initial?: string;
  placeholder?: string;
  /** Why a step cannot take this id (taken, not a step id); undefined when it can. */
  refuse: (id: string) => string | undefined;
  onAccept: (id: string) => void;
  /** Empty the field once an id is taken, for the next one. */
  clearOnAccept?: boolean;
}

/** One step id typed and checked before it is used: the refusal's reason under the field, read out as it appears. */
export function StepIdForm({ className, label, submitLabel, hint, initial = '', placeholder, refuse, onAccept, clearOnAccept = false }: Props) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [refusal, setRefusal] = useState('');
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const next = name.trim();
        if (initial !== '' && next === initial) return;
        const reason = refuse(next);
        if (reason !== undefined) {
          setRefusal(reason);
          return;
        }
        setRefusal('');
        if (clearOnAccept) setName('');
        onAccept(next);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="inline-form">
        <input
          id={id}
          className="mono"
          value={name}
          placeholder={placeholder}
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
          {submitLabel}
        </button>
      </div>
      <p id={`${id}-about`} className="hint">
        {hint}
      </p>
      {refusal !== '' && (
        <p id={`${id}-refusal`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
