import type { FunnelDefinition } from '../../schemas/funnel.ts';
import type { FunnelContext } from './funnelSetup.ts';
import { funnelSetup } from './funnelSetup.ts';
import { normalizeTransition } from './normalizeTransition.ts';
import { routeEvent, TAG_FINAL, TAG_SUBMITTING } from './stepTags.ts';

/** Context a fresh visit starts with: every order-options block on its default option. */
export function initialContext(funnel: FunnelDefinition): FunnelContext {
  const selections: Record<string, string> = {};
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type === 'order-options') selections[block.name] = block.default;
    }
  }
  return { selections, flags: {} };
}

/** Option ids per selection name, for the `isOffered` guard. */
function offeredOptions(funnel: FunnelDefinition): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type === 'order-options') options[block.name] = block.options.map((option) => option.id);
    }
  }
  return options;
}

/**
 * A pure function from a validated funnel definition to its XState machine.
 *
 * Each step is a top-level state. A step whose transition has a `delay` is
 * compound: `editing` → (event) → `submitting` → (after the named delay) the
 * target step. Thank-you steps are tagged `final` rather than typed final: a
 * final root state would stop the actor, and browser Back must still work.
 * Every step accepts `ROUTE.<other step>` so the URL can drive the machine;
 * there is no self edge, so a URL echo never re-enters (and so never
 * restarts the timer of) the current step.
 */
export function createFunnelMachine(funnel: FunnelDefinition & { slug: string }) {
  const machineId = funnel.slug;
  const stepIds = Object.keys(funnel.steps);
  const ref = (stepId: string) => `#${machineId}.${stepId}`;

  const states = Object.fromEntries(
    Object.entries(funnel.steps).map(([stepId, step]) => {
      const routes = Object.fromEntries(
        stepIds.filter((other) => other !== stepId).map((other) => [routeEvent(other), { target: ref(other) }]),
      );
      const on: Record<string, { target?: string; actions?: { type: 'setFlag'; params: { flag: string } } }> = {};
      let delayed: { event: string; delay: string; target: string; flag?: string | undefined } | undefined;
      for (const [event, raw] of Object.entries(step.on)) {
        const transition = normalizeTransition(raw);
        if (transition.delay !== undefined && transition.target !== undefined) {
          delayed = { event, delay: transition.delay, target: transition.target, flag: transition.flag };
          continue;
        }
        on[event] = {
          ...(transition.target === undefined ? {} : { target: ref(transition.target) }),
          ...(transition.flag === undefined ? {} : { actions: { type: 'setFlag', params: { flag: transition.flag } } }),
        };
      }
      const meta = { path: step.path, title: step.title };
      const tags = step.final ? [TAG_FINAL] : [];
      if (delayed === undefined) {
        return [stepId, { meta, tags, on: { ...routes, ...on } }];
      }
      return [
        stepId,
        {
          meta,
          tags,
          on: { ...routes, ...on },
          initial: 'editing',
          states: {
            editing: {
              on: {
                [delayed.event]: {
                  target: 'submitting',
                  ...(delayed.flag === undefined ? {} : { actions: { type: 'setFlag', params: { flag: delayed.flag } } }),
                },
              },
            },
            submitting: {
              tags: [TAG_SUBMITTING],
              after: { [delayed.delay]: { target: ref(delayed.target) } },
            },
          },
        },
      ];
    }),
  );

  const options = offeredOptions(funnel);
  // Only funnels with order options take SELECT, so other machines draw without it.
  const select =
    Object.keys(options).length === 0 ? {} : { SELECT: { guard: { type: 'isOffered' as const, params: { options } }, actions: 'select' as const } };
  return funnelSetup
    .createMachine({
      id: machineId,
      initial: funnel.landing,
      context: initialContext(funnel),
      on: select,
      states,
    })
    .provide({ delays: funnel.delays });
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>;
