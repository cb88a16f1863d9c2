import type { Funnel, FunnelDefinition } from '../../schemas/funnel.ts';
import { compileTracking } from './tracking/compileTracking.ts';
import { resolveTracked, type TrackSpec } from './tracking/trackSpec.ts';
import type { FunnelContext } from './funnelSetup.ts';
import { funnelSetup } from './funnelSetup.ts';
import { normalizeTransition } from './normalizeTransition.ts';
import { routeEvent, TAG_FINAL, TAG_SUBMITTING } from './stepTags.ts';

/** Every order-options block on its default option, before any step is shown. */
function contextBeforeAnyStep(funnel: FunnelDefinition): FunnelContext {
  const selections: Record<string, string> = {};
  for (const step of Object.values(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type === 'order-options') selections[block.name] = block.default;
    }
  }
  return { selections, flags: {}, trail: [], tracked: [] };
}

/**
 * The context of a visit that starts on `step`, with that step already shown:
 * it is on the trail and its entry events (its page_view…) are tracked. A
 * deep link or a reload needs this, since `machine.resolveState` runs no
 * entry actions: `machine.resolveState({ value: step, context: initialContext(funnel, step) })`.
 */
export function initialContext(funnel: Funnel, step: string = funnel.landing): FunnelContext {
  const before = contextBeforeAnyStep(funnel);
  const entry = compileTracking(funnel).onEnter[step] ?? [];
  return { ...before, trail: [step], tracked: entry.map((spec) => resolveTracked(spec, before.selections)) };
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

type Action = { type: 'setFlag'; params: { flag: string } } | { type: 'track'; params: TrackSpec };

const tracks = (specs: readonly TrackSpec[] | undefined): Action[] => (specs ?? []).map((params) => ({ type: 'track', params }));

/**
 * A pure function from a validated funnel definition to its XState machine.
 *
 * Each step is a top-level state. A step whose transition has a `delay` is
 * compound: `editing` → (event) → `submitting` → (after the named delay) the
 * target step. Thank-you steps are tagged `final` rather than typed final: a
 * final root state would stop the actor, and browser Back must still work.
 * Every step accepts `ROUTE.<other step>` so the URL can drive the machine;
 * there is no self edge, so a URL echo never re-enters (and so never
 * restarts the timer of) the current step. The tracking plan becomes
 * actions: a step's entry records it on the trail and fires its view events;
 * a transition fires the events declared for it (a waiting one when its
 * delay has passed, as the request would then have succeeded).
 */
export function createFunnelMachine(funnel: Funnel) {
  const tracking = compileTracking(funnel);
  const machineId = funnel.slug;
  const stepIds = Object.keys(funnel.steps);
  const ref = (stepId: string) => `#${machineId}.${stepId}`;

  const states = Object.fromEntries(
    Object.entries(funnel.steps).map(([stepId, step]) => {
      const routes = Object.fromEntries(
        stepIds.filter((other) => other !== stepId).map((other) => [routeEvent(other), { target: ref(other) }]),
      );
      const on: Record<string, { target?: string; actions: Action[] }> = {};
      let delayed: { event: string; delay: string; target: string; flag?: string | undefined } | undefined;
      const tracked = tracking.onEvent[stepId] ?? {};
      for (const [event, raw] of Object.entries(step.on)) {
        const transition = normalizeTransition(raw);
        if (transition.delay !== undefined && transition.target !== undefined) {
          delayed = { event, delay: transition.delay, target: transition.target, flag: transition.flag };
          continue;
        }
        on[event] = {
          ...(transition.target === undefined ? {} : { target: ref(transition.target) }),
          actions: [...(transition.flag === undefined ? [] : [{ type: 'setFlag' as const, params: { flag: transition.flag } }]), ...tracks(tracked[event])],
        };
      }
      const meta = { path: step.path, title: step.title };
      const tags = step.final ? [TAG_FINAL] : [];
      const entry = [{ type: 'enterStep' as const, params: { step: stepId } }, ...tracks(tracking.onEnter[stepId])];
      if (delayed === undefined) {
        return [stepId, { meta, tags, entry, on: { ...routes, ...on } }];
      }
      return [
        stepId,
        {
          meta,
          tags,
          entry,
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
              after: { [delayed.delay]: { target: ref(delayed.target), actions: tracks(tracked[delayed.event]) } },
            },
          },
        },
      ];
    }),
  );

  // One SELECT transition per order-options block, so each fires its own choice's events. Only funnels
  // with order options take SELECT, so other machines draw without it.
  const select = Object.entries(offeredOptions(funnel)).map(([name, options]) => ({
    guard: { type: 'isOffered' as const, params: { name, options } },
    actions: [{ type: 'select' as const }, ...tracks(tracking.onChoose[name])],
  }));
  return funnelSetup
    .createMachine({
      id: machineId,
      initial: funnel.landing,
      // The landing step's entry actions put it on the trail when the actor starts.
      context: contextBeforeAnyStep(funnel),
      on: select.length === 0 ? {} : { SELECT: select },
      states,
    })
    .provide({ delays: funnel.delays });
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>;
