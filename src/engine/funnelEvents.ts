import type { Funnel } from '../../schemas/funnel.ts';
import type { FunnelEvent } from './funnelSetup.ts';
import { stepForms } from './experiments/variantStep.ts';
import { normalizeTransition } from './normalizeTransition.ts';
import { BUMP_CHOICES } from './orderBumps.ts';
import { delivers } from './delivery/deliveringForms.ts';
import { DELIVER_ACTOR } from './delivery/deliveringStates.ts';
import { routeEvent } from './stepTags.ts';

/** XState names a delayed transition's event after the delay and the state that waits. */
export function afterEvent(funnel: Funnel, stepId: string, delay: string): string {
  return `xstate.after.${delay}.${funnel.slug}.${stepId}.submitting`;
}

/**
 * Every event a funnel's machine can take, for model-based tests and
 * diagrams: the config's events (a question's once per answer), a SELECT per order option and per order
 * bump's tick and untick, the delayed transitions' timer events and, if asked, the URL's ROUTE events.
 */
export function funnelEvents(funnel: Funnel, { routes = false }: { routes?: boolean } = {}): FunnelEvent[] {
  const events: FunnelEvent[] = [];
  const seen = new Set<string>();
  const add = (event: FunnelEvent) => {
    const key = JSON.stringify(event);
    if (!seen.has(key)) {
      seen.add(key);
      events.push(event);
    }
  };
  // Each variant of a step counts: one may send an event, or offer an option, that the step as written does not.
  for (const stepId of Object.keys(funnel.steps)) {
    for (const step of stepForms(funnel, stepId)) {
      const questions = step.blocks.flatMap((block) => (block.type === 'question' ? [block] : []));
      for (const [type, raw] of Object.entries(step.on)) {
        // A question's event is sent with an answer, one per option; without one it does not move.
        const asked = questions.filter((question) => question.event === type);
        if (asked.length === 0) add({ type });
        for (const question of asked) for (const option of question.options) add({ type, name: question.name, value: option.id });
        const { delay } = normalizeTransition(raw);
        // A delivering form's wait ends when its sender answers and its delay (in a region of its own) runs out.
        if (step.blocks.some((block) => delivers(block) && block.event === type)) {
          add({ type: `xstate.done.actor.${DELIVER_ACTOR}` });
          if (delay !== undefined) add({ type: `${afterEvent(funnel, stepId, delay)}.pausing.waiting` });
        } else if (delay !== undefined) add({ type: afterEvent(funnel, stepId, delay) });
      }
      for (const block of step.blocks) {
        if (block.type === 'order-options') {
          for (const option of block.options) add({ type: 'SELECT', name: block.name, value: option.id });
        }
        if (block.type === 'order-bump') {
          for (const choice of BUMP_CHOICES) add({ type: 'SELECT', name: block.name, value: choice });
        }
      }
    }
    if (routes) add({ type: routeEvent(stepId) });
  }
  return events;
}
