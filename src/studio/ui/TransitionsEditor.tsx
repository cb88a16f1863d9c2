import { useId, useState } from 'react';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import type { StudioProblem } from './funnelDocument.ts';
import { ProblemLines } from './ProblemLines.tsx';
import { problemsUnder } from './problemsAt.ts';
import { stepEvents } from './stepEvents.ts';

type Step = FunnelFile['steps'][string];
type Transition = NonNullable<Step['on']>[string];
type Branch = Extract<Transition, unknown[]>[number];

interface Props {
  funnel: FunnelFile;
  stepId: string;
  problems: readonly StudioProblem[];
  /** Replaces the step's `on`; `field` names what changed, for undo. */
  onChange: (on: Record<string, Transition>, field: string) => void;
}

function kindOf(transition: Transition): 'step' | 'wait' | 'branches' {
  if (typeof transition === 'string') return 'step';
  return Array.isArray(transition) ? 'branches' : 'wait';
}

/** A condition as JSON while it is typed: kept as text until it parses, so a half-typed condition is not lost. */
function ConditionField({ id, value, onChange }: { id: string; value: unknown; onChange: (value: unknown) => void }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value)));
  const [bad, setBad] = useState('');
  return (
    <div className="field">
      <label htmlFor={id}>If (a condition, as JSON; empty for the fallback)</label>
      <input
        id={id}
        className="mono"
        value={text}
        spellCheck={false}
        aria-invalid={bad !== ''}
        aria-describedby={bad === '' ? undefined : `${id}-bad`}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setBad('');
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(event.target.value));
            setBad('');
          } catch {
            setBad('Not JSON yet: the condition is kept as it was until it is.');
          }
        }}
      />
      {bad !== '' && (
        <p id={`${id}-bad`} className="field-error">
          {bad}
        </p>
      )}
    </div>
  );
}

/** A step's transitions: each event the step handles and where it leads, picked from the steps, delays and events that exist. */
export function TransitionsEditor({ funnel, stepId, problems, onChange }: Props) {
  const id = useId();
  const step = funnel.steps[stepId];
  const on: Record<string, Transition> = step?.on ?? {};
  const steps = Object.keys(funnel.steps);
  const delays = Object.keys(funnel.delays ?? {});
  const sent = stepEvents(step?.blocks ?? []);
  const unhandled = sent.filter((event) => !(event in on));
  const [newEvent, setNewEvent] = useState('');
  const firstOther = steps.find((candidate) => candidate !== stepId) ?? stepId;

  const put = (event: string, transition: Transition) => { onChange({ ...on, [event]: transition }, `on.${event}`); };
  const rename = (from: string, to: string) => {
    onChange(Object.fromEntries(Object.entries(on).map(([event, transition]) => [event === from ? to : event, transition])), `on.${from}.name`);
  };
  const remove = (event: string) => { onChange(Object.fromEntries(Object.entries(on).filter(([name]) => name !== event)), `on.${event}.remove`); };

  const stepSelect = (selectId: string, value: string | undefined, change: (target: string | undefined) => void, allowStay: boolean) => (
    <div className="field">
      <label htmlFor={selectId}>Leads to</label>
      <select id={selectId} value={value ?? ''} onChange={(event) => { change(event.target.value === '' ? undefined : event.target.value); }}>
        {allowStay && <option value="">Stays on this step</option>}
        {!allowStay && value === undefined && <option value="">Choose a step…</option>}
        {steps.map((candidate) => (
          <option key={candidate} value={candidate}>
            {candidate}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="transitions">
      <h3 id={`${id}-title`}>Transitions</h3>
      {Object.keys(on).length === 0 && <p className="muted">This step handles no event yet.</p>}
      {sent.length > 0 && (
        <p className="hint">
          Its blocks send {sent.map((event, index) => [index > 0 ? ', ' : '', <code key={event}>{event}</code>])}.
        </p>
      )}
      <ul className="transition-list">
        {Object.entries(on).map(([event, transition], row) => {
          const rowId = `${id}-${String(row)}`;
          const kind = kindOf(transition);
          return (
            <li key={row} className="transition">
              <div className="transition-head">
                <div className="field">
                  <label htmlFor={`${rowId}-event`}>Event</label>
                  <input
                    id={`${rowId}-event`}
                    className="mono"
                    value={event}
                    spellCheck={false}
                    onChange={(change) => { rename(event, change.target.value); }}
                    list={`${id}-events`}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${rowId}-kind`}>Kind</label>
                  <select
                    id={`${rowId}-kind`}
                    value={kind}
                    onChange={(change) => {
                      const target = typeof transition === 'string' ? transition : Array.isArray(transition) ? transition.at(-1)?.target : transition.target;
                      const to = target ?? firstOther;
                      if (change.target.value === 'step') put(event, to);
                      else if (change.target.value === 'wait') put(event, delays[0] === undefined ? { target: to } : { target: to, delay: delays[0] });
                      else put(event, [{ target: to }]);
                    }}
                  >
                    <option value="step">Go to a step</option>
                    <option value="wait">Wait or set a flag, then go</option>
                    <option value="branches">Branches by condition</option>
                  </select>
                </div>
                <button type="button" className="icon-button danger" onClick={() => { remove(event); }} aria-label={`Remove the ${event} transition`}>
                  ×
                </button>
              </div>
              {typeof transition === 'string' && stepSelect(`${rowId}-to`, transition, (target) => { put(event, target ?? firstOther); }, false)}
              {kind === 'wait' && typeof transition === 'object' && !Array.isArray(transition) && (
                <div className="transition-body">
                  {stepSelect(`${rowId}-to`, transition.target, (target) => { put(event, { ...transition, target }); }, true)}
                  <div className="field">
                    <label htmlFor={`${rowId}-delay`}>Waits</label>
                    <select id={`${rowId}-delay`} value={transition.delay ?? ''} onChange={(change) => { put(event, { ...transition, delay: change.target.value === '' ? undefined : change.target.value }); }}>
                      <option value="">No wait</option>
                      {delays.map((delay) => (
                        <option key={delay} value={delay}>
                          {delay} ({String(funnel.delays?.[delay] ?? 0)} ms)
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`${rowId}-flag`}>Sets flag</label>
                    <input
                      id={`${rowId}-flag`}
                      className="mono"
                      value={transition.flag ?? ''}
                      onChange={(change) => { put(event, { ...transition, flag: change.target.value === '' ? undefined : change.target.value }); }}
                    />
                  </div>
                </div>
              )}
              {Array.isArray(transition) && (
                <ol className="branch-list">
                  {transition.map((branch: Branch, index) => (
                    <li key={index} className="branch">
                      <ConditionField
                        id={`${rowId}-if-${String(index)}`}
                        value={branch.if}
                        onChange={(condition) => { put(event, transition.map((other, at) => (at === index ? { ...other, if: condition as Branch['if'] } : other))); }}
                      />
                      {stepSelect(
                        `${rowId}-branch-${String(index)}`,
                        branch.target,
                        (target) => { put(event, transition.map((other, at) => (at === index ? { ...other, target: target ?? firstOther } : other))); },
                        false,
                      )}
                      <button
                        type="button"
                        className="button small"
                        disabled={transition.length === 1}
                        onClick={() => { put(event, transition.filter((_, at) => at !== index)); }}
                      >
                        Remove branch {index + 1}
                      </button>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="button small" onClick={() => { put(event, [...transition, { target: firstOther }]); }}>
                      Add a branch
                    </button>
                  </li>
                </ol>
              )}
              <ProblemLines problems={problemsUnder(problems, ['steps', stepId, 'on', event])} />
            </li>
          );
        })}
      </ul>
      <datalist id={`${id}-events`}>
        {sent.map((event) => (
          <option key={event} value={event} />
        ))}
      </datalist>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const name = (newEvent === '' ? unhandled[0] : newEvent) ?? '';
          if (name === '' || name in on) return;
          put(name, firstOther);
          setNewEvent('');
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-new`}>New transition for event</label>
          <input id={`${id}-new`} className="mono" value={newEvent} placeholder={unhandled[0] ?? 'EVENT_NAME'} onChange={(event) => { setNewEvent(event.target.value); }} list={`${id}-events`} spellCheck={false} />
        </div>
        <button type="submit" className="button">
          Add transition
        </button>
      </form>
    </section>
  );
}
