/**
 * Model-based: every combination of answers to every funnel's questions,
 * walked three ways, must end on the same steps. (1) The machine, headless, as
 * the hydrated page runs it; (2) the page without JavaScript, a new document
 * per step: each form's address for the answer (answerTargets) is followed,
 * and the next page's machine starts from what that address says, as a
 * prerendered page does; (3) the test's own reading of the conditions
 * (tests/support/quizOracle), written apart from the engine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { flowData } from '../../src/diagrams/flowData.ts';
import { answerPages } from '../../src/engine/conditions/answerPages.ts';
import { answerTargets } from '../../src/engine/conditions/answerTargets.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { eventTargetStep } from '../../src/engine/eventTargetStep.ts';
import { stepAtPath } from '../../src/engine/stepRoutes.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';
import { expectedMove, questionFor, type Visit } from '../support/quizOracle.ts';

const { data: funnels, errors } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'));
const quizzes = funnels.filter((funnel) => Object.values(funnel.steps).some((step) => step.blocks.some((block) => block.type === 'question')));

type Event = { type: string; name?: string; value?: string };

/** Every way through the funnel from its landing step: each question answered every way, each other event taken, no step twice. */
function paths(funnel: Funnel): Event[][] {
  const found: Event[][] = [];
  const go = (step: string, visit: Visit, seen: readonly string[], events: Event[]) => {
    const config = funnel.steps[step];
    if (config === undefined) return;
    if (config.final) {
      found.push(events);
      return;
    }
    for (const type of Object.keys(config.on)) {
      const question = questionFor(funnel, step, type);
      const sent: Event[] = question === undefined ? [{ type }] : question.options.map((option) => ({ type, name: question.name, value: option.id }));
      for (const event of sent) {
        const move = expectedMove(funnel, step, event, visit);
        if (move?.target === undefined || seen.includes(move.target)) continue;
        go(move.target, move.visit, [...seen, move.target], [...events, event]);
      }
    }
  };
  go(funnel.landing, { answers: {}, selections: {}, flags: {} }, [funnel.landing], []);
  return found;
}

/** The address a page without its script leaves for when `event` is sent: a question's form, or a link. */
function addressAfter(funnel: Funnel, machine: ReturnType<typeof createFunnelMachine>, address: string, event: Event): string | undefined {
  const page = stepAtPath(funnel, address.slice(`/funnels/${funnel.slug}/`.length));
  if (page === undefined) throw new Error(`${address} is no page of ${funnel.slug}`);
  const snapshot = machine.resolveState({ value: page.stepId, context: initialContext(funnel, page.stepId, undefined, page.answers) });
  const question = questionFor(funnel, page.stepId, event.type);
  if (question === undefined) {
    const target = eventTargetStep(machine, page.stepId, event.type);
    return target === undefined ? undefined : stepUrl(funnel, target);
  }
  return answerTargets(funnel, machine, snapshot, question)[question.options.findIndex((option) => option.id === event.value)];
}

it('has a quiz to walk', () => {
  expect(errors).toEqual([]);
  expect(quizzes.map((funnel) => funnel.slug)).toContain('northwind-coffee');
});

describe.each(quizzes.map((funnel) => [funnel.slug, funnel] as const))('the %s quiz', (_slug, funnel) => {
  const machine = createFunnelMachine(funnel);
  const walks = paths(funnel);

  it('ends every combination of answers on the step its conditions choose, with the script and without it', () => {
    expect(walks.length).toBeGreaterThan(0);
    for (const events of walks) {
      const actor = createActor(machine).start();
      let visit: Visit = { answers: {}, selections: {}, flags: {} };
      let step = funnel.landing;
      let address = stepUrl(funnel, funnel.landing);
      for (const event of events) {
        const label = `${events.map((sent) => sent.value ?? sent.type).join(' → ')} at ${step}`;
        const move = expectedMove(funnel, step, event, visit);
        if (move?.target === undefined) throw new Error(`${label}: the walk sends an event that does not move`);
        actor.send(event);
        expect(currentStep(actor.getSnapshot()), `${label}: the machine`).toBe(move.target);
        const next = addressAfter(funnel, machine, address, event);
        expect(next === undefined ? undefined : stepAtPath(funnel, next.slice(`/funnels/${funnel.slug}/`.length))?.stepId, `${label}: without JavaScript`).toBe(move.target);
        ({ visit } = move);
        step = move.target;
        address = next ?? address;
      }
      expect(actor.getSnapshot().context.answers).toEqual(visit.answers);
    }
  });

  it('reaches every step the file has, every result among them', () => {
    const reached = new Set<string>([funnel.landing]);
    for (const events of walks) {
      const actor = createActor(machine).start();
      for (const event of events) {
        actor.send(event);
        reached.add(currentStep(actor.getSnapshot()));
      }
    }
    expect([...reached].sort()).toEqual(Object.keys(funnel.steps).sort());
  });

  it('prerenders a page for every address a form can send a visitor to', () => {
    const pages = new Set(answerPages(funnel).map((page) => page.path));
    for (const events of walks) {
      let address = stepUrl(funnel, funnel.landing);
      for (const event of events) {
        address = addressAfter(funnel, machine, address, event) ?? address;
        const stepOwn = Object.keys(funnel.steps).some((id) => stepUrl(funnel, id) === address);
        expect(stepOwn || pages.has(address), address).toBe(true);
      }
    }
  });
});

describe('the roast finder, by hand', () => {
  const funnel = funnels.find((candidate) => candidate.slug === 'northwind-coffee');
  if (funnel === undefined) throw new Error('no northwind-coffee funnel');
  const machine = createFunnelMachine(funnel);
  const finish = (brew: string, taste: string, cup: string) => {
    const actor = createActor(machine).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'ANSWER', name: 'brew', value: brew });
    actor.send({ type: 'ANSWER', name: 'taste', value: taste });
    actor.send({ type: 'ANSWER', name: 'cup', value: cup });
    return currentStep(actor.getSnapshot());
  };

  it('matches a visitor by the highest score, light before medium before dark on a tie, and cold brew with the medium roast', () => {
    expect(finish('pour-over', 'fruity', 'black')).toBe('result-light');
    expect(finish('french-press', 'chocolate', 'splash')).toBe('result-medium');
    expect(finish('espresso', 'smoky', 'milky')).toBe('result-dark');
    // Espresso, fruity and a splash of milk: light, medium and dark all at 2; light is tried first.
    expect(finish('espresso', 'fruity', 'splash')).toBe('result-light');
    expect(finish('cold-brew', 'smoky', 'milky')).toBe('result-medium');
  });

  it('keeps an answer changed after Back in place of the first one, so its points are not counted twice', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'ANSWER', name: 'brew', value: 'espresso' });
    actor.send({ type: 'ROUTE.brew' });
    actor.send({ type: 'ANSWER', name: 'brew', value: 'pour-over' });
    actor.send({ type: 'ANSWER', name: 'taste', value: 'fruity' });
    actor.send({ type: 'ANSWER', name: 'cup', value: 'black' });
    expect(actor.getSnapshot().context.answers).toEqual({ brew: 'pour-over', taste: 'fruity', cup: 'black' });
    expect(currentStep(actor.getSnapshot())).toBe('result-light');
  });

  it('says each branch in plain words on its arrow: the Mermaid file, the machine JSON and the flow view', () => {
    const mermaid = readFileSync(path.resolve(import.meta.dirname, '../../machines/northwind-coffee.mmd'), 'utf8');
    for (const line of [
      'cup --> result_medium : ANSWER [brew is cold-brew]',
      'cup --> result_light : ANSWER [light is highest]',
      'cup --> result_medium : ANSWER [medium is highest]',
      'cup --> result_dark : ANSWER [otherwise]',
    ]) {
      expect(mermaid).toContain(line);
    }
    const json = readFileSync(path.resolve(import.meta.dirname, '../../machines/northwind-coffee.json'), 'utf8');
    expect(json).toContain('"says": "light is highest"');
    const cup = flowData(funnel).steps.find((step) => step.id === 'cup');
    expect(cup?.ways.map((way) => `${way.when ?? ''} → ${way.to ?? ''}`)).toEqual([
      'brew is cold-brew → result-medium',
      'light is highest → result-light',
      'medium is highest → result-medium',
      'otherwise → result-dark',
    ]);
  });

  it('does not move on a question without an answer to it', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'ANSWER' });
    actor.send({ type: 'ANSWER', name: 'taste', value: 'fruity' });
    actor.send({ type: 'ANSWER', name: 'brew', value: 'instant' });
    expect(currentStep(actor.getSnapshot())).toBe('brew');
    expect(actor.getSnapshot().context.answers).toEqual({});
  });
});
