import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StudioProblem } from './funnelDocument.ts';
import { withFunnelNames, type FunnelNames } from './funnelNames.ts';
import type { JsonEditor } from './jsonEditor.ts';
import { ProblemLines } from './ProblemLines.tsx';

interface Props {
  /** The file's key: tracking, experiments or forecast. */
  name: string;
  label: string;
  about: string;
  value: unknown;
  /** The JSON Schema of this part (sectionSchema). */
  schema: unknown;
  /** The funnel's own steps, events, split tests and block names, which its completion offers where a field names one. */
  names: FunnelNames;
  problems: readonly StudioProblem[];
  onChange: (value: unknown) => void;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** The editor marks fields of this part: its problems' paths, from inside it. */
const inside = (problems: readonly StudioProblem[]) => problems.map((problem) => ({ ...problem, path: problem.path.slice(1) }));

/**
 * A part of the funnel file where a form would not earn its place (the
 * tracking plan, split tests, forecast figures), edited as JSON in a code
 * editor that completes what the schema allows at the cursor and marks each
 * of the check's problems at its line. Text that does not parse stays here
 * and is not sent; text that does is checked like every other change, its
 * problems also listed under it in the check's words.
 */
export function JsonPane({ name, label, about, value, schema: sectionSchema, names, problems, onChange }: Props) {
  const id = useId();
  // Made again only when a name changes, not at every keystroke of every other field.
  const namesKey = JSON.stringify(names);
  const schema = useMemo(() => withFunnelNames(sectionSchema, JSON.parse(namesKey) as FunnelNames), [sectionSchema, namesKey]);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<JsonEditor | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState('');
  const [syntax, setSyntax] = useState('');
  const typed = useRef(value);
  // The latest props, for the editor's callbacks and its first draw, which come after a lazy load.
  const latest = useRef({ value, schema, problems, onChange });
  useLayoutEffect(() => {
    latest.current = { value, schema, problems, onChange };
  });

  useEffect(() => {
    let made: JsonEditor | null = null;
    let gone = false;
    const onText = (text: string) => {
      if (text.trim() === '') {
        setSyntax('');
        typed.current = undefined;
        latest.current.onChange(undefined);
        return;
      }
      try {
        const parsed: unknown = JSON.parse(text);
        setSyntax('');
        typed.current = parsed;
        latest.current.onChange(parsed);
      } catch (error) {
        setSyntax(`Not valid JSON yet (${error instanceof Error ? error.message : String(error)}): nothing is checked or written until it is.`);
      }
    };
    import('./jsonEditor.ts').then(
      ({ createJsonEditor }) => {
        if (gone || host.current === null) return;
        made = createJsonEditor({
          parent: host.current,
          text: show(latest.current.value),
          schema: latest.current.schema,
          labelledBy: `${id}-label`,
          describedBy: `${id}-about ${id}-problems`,
          onText,
        });
        made.setProblems(inside(latest.current.problems));
        editor.current = made;
        setReady(true);
      },
      (error: unknown) => {
        if (!gone) setFailed(`The editor did not load: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return () => {
      gone = true;
      made?.destroy();
      editor.current = null;
    };
  }, [id]);

  // Undo, redo or a reload from disk replace the value: show it, unless it is what was just typed.
  useEffect(() => {
    if (JSON.stringify(value) === JSON.stringify(typed.current)) return;
    typed.current = value;
    editor.current?.setText(show(value));
    setSyntax('');
  }, [value]);
  useEffect(() => {
    editor.current?.setSchema(schema);
  }, [schema]);
  useEffect(() => {
    editor.current?.setProblems(inside(problems));
  }, [problems]);

  return (
    <section className="json-pane" aria-labelledby={`${id}-label`}>
      <div className="inspector-head">
        <p className="eyebrow">Funnel</p>
        <h2 id={`${id}-label`}>
          {label} <code>"{name}"</code>
        </h2>
      </div>
      <p className="hint" id={`${id}-about`}>
        {about} Ctrl+Space lists what may go at the cursor; Tab leaves the editor.
      </p>
      <div ref={host} className="json-editor" aria-busy={!ready && failed === ''} />
      <div id={`${id}-problems`}>
        {failed !== '' && <p className="field-error">{failed}</p>}
        {syntax !== '' && <p className="field-error">{syntax}</p>}
        <ProblemLines problems={problems} />
      </div>
    </section>
  );
}
