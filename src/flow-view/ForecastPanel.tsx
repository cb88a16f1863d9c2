import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Figure } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { lift, money, percent, perThousand, whole } from '../engine/forecast/formatForecast.ts';
import type { StepNumbers } from '../engine/forecast/forecastFunnel.ts';
import { Button } from '../ui/Button.tsx';
import type { WhatIf } from './useWhatIf.ts';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  div {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 650;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: 4px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 500;
  }
  td:nth-child(n + 2),
  thead th:nth-child(n + 2) {
    text-align: right;
  }
  td:nth-child(2) {
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
  }
`;

const Input = styled.input`
  width: 4.6em;
  min-height: 36px;
  padding: 2px 6px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: right;
  &[aria-invalid='true'] {
    border-color: #b42318;
  }
`;

const Sources = styled.details`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  summary {
    cursor: pointer;
    min-height: 32px;
    display: flex;
    align-items: center;
  }
  ul {
    display: grid;
    gap: 2px;
  }
`;

const Variants = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const SplitTest = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 650;
  }
`;

const Blend = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  ul {
    display: grid;
    gap: 2px;
  }
`;

const Warning = styled.p`
  color: #b42318;
`;

const Announcer = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  button {
    min-height: 40px;
    padding: 6px 16px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A step's id as a name: `order` → Order. */
const stepName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

/**
 * A number the visitor types, kept as typed (so "12." can become "12.5"),
 * handed on only when it is a number in range; out of range it is marked
 * invalid and the numbers keep the last good value.
 */
function NumberInput({ id, value, onValue, min, max, step, unit }: { id: string; value: number; onValue: (value: number) => void; min: number; max: number; step: number; unit: string }) {
  const [text, setText] = useState(String(Math.round(value * 1000) / 1000));
  const parsed = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= max;
  return (
    <>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={valid ? undefined : true}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const number = Number(next);
          if (next.trim() !== '' && Number.isFinite(number) && number >= min && number <= max) onValue(number);
        }}
      />{' '}
      {unit}
    </>
  );
}

interface Row {
  key: string;
  label: string;
  /** The figure's path in the forecast, for an input; none for a row that is only computed (those who leave). */
  path?: string[];
  share: number;
  per1000: number;
  source?: string;
}

function rowsOf(funnel: Funnel, step: StepNumbers, figures: WhatIf['figures']): Row[] {
  const own = figures.steps[step.step];
  const rows: Row[] = [];
  for (const event of [...new Set(step.ways.map((way) => way.event))]) {
    const ways = step.ways.filter((way) => way.event === event);
    const [only] = ways;
    if (ways.length === 1 && only !== undefined) {
      rows.push({
        key: `way-${event}`,
        label: `${event} → ${only.to === undefined ? 'stays here' : stepName(only.to)}`,
        path: ['steps', step.step, 'events', event, 'share'],
        share: only.share,
        per1000: only.visitors * 1000,
        source: own?.events[event]?.source,
      });
      continue;
    }
    // A branching event: its share is a figure; each branch's part follows from the answers and the conditions, so it is computed.
    rows.push({
      key: `way-${event}`,
      label: `${event}, any branch`,
      path: ['steps', step.step, 'events', event, 'share'],
      share: own?.events[event]?.share ?? 0,
      per1000: ways.reduce((total, way) => total + way.visitors, 0) * 1000,
      source: own?.events[event]?.source,
    });
    for (const [index, way] of ways.entries()) {
      rows.push({
        key: `way-${event}-${String(index)}`,
        label: `${event} (${way.guard ?? 'always'}) → ${way.to === undefined ? 'stays here' : stepName(way.to)}`,
        share: way.share,
        per1000: way.visitors * 1000,
      });
    }
  }
  for (const block of funnel.steps[step.step]?.blocks ?? []) {
    if (block.type === 'question') {
      // An answer's share is of those who answer, so its per 1,000 is of the visitors sending the question's event.
      const answering = step.ways.filter((way) => way.event === block.event).reduce((total, way) => total + way.visitors, 0);
      for (const option of block.options) {
        const figure: Figure | undefined = own?.answers?.[block.name]?.[option.id];
        const share = figure?.share ?? 0;
        rows.push({ key: `answer-${block.name}-${option.id}`, label: `Answers ${option.label}`, path: ['steps', step.step, 'answers', block.name, option.id, 'share'], share, per1000: answering * share * 1000, source: figure?.source });
      }
    }
    if (block.type === 'order-options') {
      for (const option of block.options.filter((candidate) => candidate.id !== block.default)) {
        const figure: Figure | undefined = own?.options?.[block.name]?.[option.id];
        const share = figure?.share ?? 0;
        rows.push({ key: `option-${option.id}`, label: `Takes ${option.title}`, path: ['steps', step.step, 'options', block.name, option.id, 'share'], share, per1000: step.visits * share * 1000, source: figure?.source });
      }
    }
    if (block.type === 'order-bump') {
      const figure = own?.bumps?.[block.name];
      const share = figure?.share ?? 0;
      rows.push({ key: `bump-${block.name}`, label: `Ticks ${block.title}`, path: ['steps', step.step, 'bumps', block.name, 'share'], share, per1000: step.visits * share * 1000, source: figure?.source });
    }
  }
  if (step.ways.length > 0) rows.push({ key: 'leave', label: 'Leave', share: step.leave, per1000: step.visits * step.leave * 1000 });
  return rows;
}

/**
 * "What it earns": the funnel's forecast, computed from its machine, with
 * every share an input. Changing one recomputes at once and says the new
 * revenue politely; Reset goes back to the file's figures.
 */
export function ForecastPanel({ funnel, whatIf, headingId }: { funnel: Funnel; whatIf: WhatIf; headingId: string }) {
  const id = useId();
  const { figures, result } = whatIf;
  const currency = figures.currency;
  // The headline is what visitors get: with a split test running, its variants blended by their weights.
  const numbers = result.ok ? result.forecast.blended : undefined;
  const tests = result.ok ? result.forecast.splitTests : [];
  const said =
    numbers === undefined || !whatIf.changed
      ? ''
      : `Revenue ${money(numbers.revenuePerMonth, currency)} a month, ${money(numbers.revenuePerVisitor, currency)} a visitor, ${perThousand(numbers.orders)} orders per 1,000 visitors.`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>What it earns</h3>
      <p>
        A forecast computed from this funnel’s machine: out of every 1,000 visitors, how many reach each step, take each way on and order, and
        what that earns, from the prices its tracking plan reports. Every share below is a figure from the funnel’s file, with its source; change
        any of them to see what if.
      </p>
      <Announcer role="status">{said}</Announcer>
      <Totals key={`totals-${String(whatIf.generation)}`}>
        <div>
          <dt>
            <label htmlFor={`${id}-visitors`}>Visitors a month</label>
          </dt>
          <dd>
            <NumberInput
              id={`${id}-visitors`}
              value={figures.visitors.perMonth}
              min={1}
              max={100_000_000}
              step={100}
              unit=""
              onValue={(value) => {
                whatIf.set(['visitors', 'perMonth'], Math.round(value));
              }}
            />
          </dd>
        </div>
        {numbers !== undefined && (
          <>
            <div>
              <dt>Orders per 1,000 visitors</dt>
              <dd>{perThousand(numbers.orders)}</dd>
            </div>
            <div>
              <dt>Average order</dt>
              <dd>{money(numbers.averageOrderValue, currency)}</dd>
            </div>
            <div>
              <dt>Revenue a visitor</dt>
              <dd>{money(numbers.revenuePerVisitor, currency)}</dd>
            </div>
            <div>
              <dt>Revenue a month</dt>
              <dd>{money(numbers.revenuePerMonth, currency)}</dd>
            </div>
          </>
        )}
      </Totals>
      {numbers !== undefined && tests.length > 0 && (
        <Blend>
          <p>
            While {tests.map((test) => test.name).join(' and ')} {tests.length === 1 ? 'runs' : 'run'}, these are the blend visitors get, each
            variant weighted by its share of visitors. Each variant alone:
          </p>
          <ul aria-label="Each variant’s totals">
            {tests.flatMap((test) =>
              test.variants.map((variant) => (
                <li key={`${test.id}-${variant.id}`}>
                  <strong>{variant.id}</strong> ({variant.weight}%): {perThousand(variant.numbers.orders)} orders per 1,000, average order{' '}
                  {money(variant.numbers.averageOrderValue, currency)}, {money(variant.numbers.revenuePerVisitor, currency)} a visitor,{' '}
                  {money(variant.numbers.revenuePerMonth, currency)} a month
                </li>
              )),
            )}
          </ul>
          <p>The tables below are the control’s figures; each variant’s own figures follow its split test.</p>
        </Blend>
      )}
      <Sources>
        <summary>Source for visitors a month</summary>
        <p>{figures.visitors.source}</p>
      </Sources>
      {!result.ok && <Warning role="alert">No numbers with these shares: {result.problem}.</Warning>}
      {(result.ok ? result.forecast.numbers : undefined)?.steps.map((step) => {
        const rows = rowsOf(funnel, step, figures);
        const onward = step.ways.filter((way) => way.to !== undefined).reduce((total, way) => total + way.share, 0);
        if (rows.length === 0) {
          return (
            <p key={step.step}>
              <strong>{stepName(step.step)}</strong>: {perThousand(step.visits)} per 1,000 visitors{step.final ? ', each an order' : ''}.
            </p>
          );
        }
        const sources = rows.filter((row) => row.source !== undefined);
        return (
          <div key={`${step.step}-${String(whatIf.generation)}`}>
            <Table>
              <caption>
                {stepName(step.step)}: {perThousand(step.visits)} per 1,000 visitors
              </caption>
              <thead>
                <tr>
                  <th scope="col">Way on</th>
                  <th scope="col">Share</th>
                  <th scope="col">Per 1,000</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const inputId = `${id}-${step.step}-${row.key}`;
                  const path = row.path;
                  return (
                    <tr key={row.key}>
                      <th scope="row">{path === undefined ? row.label : <label htmlFor={inputId}>{row.label}</label>}</th>
                      <td>
                        {path === undefined ? (
                          percent(row.share)
                        ) : (
                          <NumberInput
                            id={inputId}
                            value={row.share * 100}
                            min={0}
                            max={100}
                            step={0.1}
                            unit="%"
                            onValue={(value) => {
                              whatIf.set(path, value / 100);
                            }}
                          />
                        )}
                      </td>
                      <td>{perThousand(row.per1000 / 1000)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            {onward > 1.0005 && <Warning>The ways on from {stepName(step.step)} add up to {percent(onward)}: over 100%, so nobody leaves and more arrive than came.</Warning>}
            {sources.length > 0 && (
              <Sources>
                <summary>Sources for {stepName(step.step)}</summary>
                <ul>
                  {sources.map((row) => (
                    <li key={row.key}>
                      {row.label}: {row.source}
                    </li>
                  ))}
                </ul>
              </Sources>
            )}
          </div>
        );
      })}
      {result.ok &&
        result.forecast.splitTests.map((test) => (
          <SplitTest key={test.id}>
            <h4>
              Split test {test.name} on {stepName(test.step)}, goal {test.goal}
            </h4>
            <Variants aria-label={`Variants of ${test.name}`}>
              {test.variants.map((variant) => (
                <li key={variant.id}>
                  <strong>{variant.id}</strong> ({variant.weight}% of visitors): goal rate {percent(variant.goalRate)}
                  {variant.visitorsNeeded === undefined ? ', the control' : `, lift ${lift(variant.lift)}`}, revenue {money(variant.numbers.revenuePerVisitor, currency)} a visitor
                  {variant.visitorsNeeded === undefined
                    ? ''
                    : Number.isFinite(variant.visitorsNeeded)
                      ? `, ${whole(variant.visitorsNeeded)} visitors needed per variant`
                      : ', and no sample can tell it from the control'}
                </li>
              ))}
            </Variants>
            {test.variants.flatMap((variant) => {
              const own = figures.experiments?.[test.name]?.[variant.id]?.steps ?? {};
              const rows = Object.entries(own).flatMap(([step, stepFigures]) => [
                ...Object.entries(stepFigures.events).map(([event, figure]) => ({ key: `${step}-event-${event}`, label: `${event} on ${stepName(step)}`, path: ['events', event, 'share'], step, figure })),
                ...Object.entries(stepFigures.options ?? {}).flatMap(([name, options]) =>
                  Object.entries(options).map(([option, figure]) => ({ key: `${step}-option-${name}-${option}`, label: `Takes ${name}: ${option}`, path: ['options', name, option, 'share'], step, figure })),
                ),
                ...Object.entries(stepFigures.bumps ?? {}).map(([name, figure]) => ({ key: `${step}-bump-${name}`, label: `Ticks ${name}`, path: ['bumps', name, 'share'], step, figure })),
              ]);
              if (rows.length === 0) return [];
              return [
                <div key={`${variant.id}-${String(whatIf.generation)}`}>
                  <Table>
                    <caption>Variant {variant.id}’s own figures</caption>
                    <thead>
                      <tr>
                        <th scope="col">Figure</th>
                        <th scope="col">Share</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => {
                        const inputId = `${id}-${test.name}-${variant.id}-${row.key}`;
                        return (
                          <tr key={row.key}>
                            <th scope="row">
                              <label htmlFor={inputId}>
                                {row.label} (variant {variant.id})
                              </label>
                            </th>
                            <td>
                              <NumberInput
                                id={inputId}
                                value={row.figure.share * 100}
                                min={0}
                                max={100}
                                step={0.1}
                                unit="%"
                                onValue={(value) => {
                                  whatIf.set(['experiments', test.name, variant.id, 'steps', row.step, ...row.path], value / 100);
                                }}
                              />
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </Table>
                  <Sources>
                    <summary>Sources for variant {variant.id}</summary>
                    <ul>
                      {rows.map((row) => (
                        <li key={row.key}>
                          {row.label}: {row.figure.source}
                        </li>
                      ))}
                    </ul>
                  </Sources>
                </div>,
              ];
            })}
            <p>
              To detect that lift (two-sided, α = 0.05, power 0.8) at {whole(test.visitorsPerDay)} visitors a day on {stepName(test.step)}:{' '}
              <strong>{Number.isFinite(test.days) ? `${whole(test.days)} days` : 'never, with no lift'}</strong>.
            </p>
          </SplitTest>
        ))}
      <Actions>
        <Button type="button" $variant="secondary" onClick={whatIf.reset}>
          Reset to the file’s figures
        </Button>
      </Actions>
    </section>
  );
}
