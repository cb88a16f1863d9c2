import { useEffect, useId, useRef, useState } from 'react';
import type { StudioProblem } from './funnelDocument.ts';
import { ProblemLines } from './ProblemLines.tsx';

interface Props {
  /** The file's key: tracking, experiments or forecast. */
  name: string;
  label: string;
  about: string;
  value: unknown;
  problems: readonly StudioProblem[];
  onChange: (value: unknown) => void;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * A part of the funnel file where a form would not earn its place (the
 * tracking plan, split tests, forecast figures), edited as JSON. Text that
 * does not parse stays here and is not sent; text that does is checked like
 * every other change, its problems listed under it in the check's words.
 */
export function JsonPane({ name, label, about, value, problems, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(() => show(value));
  const [syntax, setSyntax] = useState('');
  const typed = useRef(value);
  // Undo, redo or a reload from disk replace the value: show it, unless it is what was just typed.
  useEffect(() => {
    if (JSON.stringify(value) === JSON.stringify(typed.current)) return;
    typed.current = value;
    setText(show(value));
    setSyntax('');
  }, [value]);
  return (
    <section className="json-pane" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        {label} <code>"{name}"</code>
      </label>
      <p className="hint" id={`${id}-about`}>
        {about}
      </p>
      <textarea
        id={id}
        className="mono"
        value={text}
        rows={18}
        spellCheck={false}
        aria-invalid={syntax !== '' || problems.length > 0}
        aria-describedby={`${id}-about ${id}-problems`}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setSyntax('');
            typed.current = undefined;
            onChange(undefined);
            return;
          }
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            setSyntax('');
            typed.current = parsed;
            onChange(parsed);
          } catch (error) {
            setSyntax(`Not valid JSON yet (${error instanceof Error ? error.message : String(error)}): nothing is checked or written until it is.`);
          }
        }}
      />
      <div id={`${id}-problems`}>
        {syntax !== '' && <p className="field-error">{syntax}</p>}
        <ProblemLines problems={problems} />
      </div>
    </section>
  );
}
