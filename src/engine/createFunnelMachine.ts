import type { Experiment } from '../../schemas/experiment.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { compileTracking } from './tracking/compileTracking.ts';
import type { TrackSpec } from './tracking/trackSpec.ts';
import { type Assignment, controlAssignment, experimentId } from './experiments/experimentIds.ts';
import { experimentsOn, stepForms, variantStep } from './experiments/variantStep.ts';
import type { FunnelContext } from './funnelSetup.ts';
import { fireTracked, funnelSetup, impression } from './funnelSetup.ts';
import { normalizeTransition } from './normalizeTransition.ts';
import { BUMP_CHOICES, BUMP_DECLINED } from './orderBumps.ts';
import { answersGuard, conditionGuard } from './conditions/conditionGuard.ts';
import { pointsOfQuestions } from './conditions/pointsOfQuestions.ts';
import { transitionBranches } from './transitionBranches.ts';
import { routeEvent, TAG_FINAL, TAG_SUBMITTING } from './stepTags.ts';
import { LEADS_IN_BUILD } from './delivery/leadsInBuild.ts';
import { deliveringStep, deliveryActors } from './delivery/deliveringStep.ts';

/** Every order-options block on its default option and every order bump unticked (as the visit's variants show them), before any step is shown. */
function contextBeforeAnyStep(funnel: Funnel, variants: Assignment): FunnelContext {
  const selections: Record<string, string> = {};
  for (const stepId of Object.keys(funnel.steps)) {
    for (const block of variantStep(funnel, stepId, variants)?.blocks ?? []) {
      if (block.type === 'order-options') selections[block.name] = block.default;
      if (block.type === 'order-bump') selections[block.name] = BUMP_DECLINED;
    }
  }
  return { selections, flags: {}, trail: [], tracked: [], variants, answers: {}, points: pointsOfQuestions(funnel) };
}

/** What entering a step records: its view events, then an impression of each experiment it runs. */
function entryTracking(funnel: Funnel, step: string, context: FunnelContext) {
  const views = (compileTracking(funnel).onEnter[step] ?? []).map((spec) => fireTracked(spec, context));
  const impressions = experimentsOn(funnel, step).map((experiment) => impression(experimentId(funnel, experiment), context.variants));
  return [...views, ...impressions];
}

/**
 * The context of a visit that starts on `step`, with that step already shown:
 * it is on the trail and its entry events (its page_view…) are tracked. A
 * deep link or a reload needs this, since `machine.resolveState` runs no
 * entry actions: `machine.resolveState({ value: step, context: initialContext(funnel, step) })`.
 */
export function initialContext(
  funnel: Funnel,
  step: string = funnel.landing,
  variants: Assignment = controlAssignment(funnel),
  answers: Record<string, string> = {},
): FunnelContext {
  const before = { ...contextBeforeAnyStep(funnel, variants), answers };
  return { ...before, trail: [step], tracked: entryTracking(funnel, step, before) };
}

/** Option ids per selection name, for the `isOffered` guard: what any variant offers; an order bump offers yes and no. */
function offeredOptions(funnel: Funnel): Record<string, string[]> {
  const options: Record<string, Set<string>> = {};
  for (const stepId of Object.keys(funnel.steps)) {
    for (const block of stepForms(funnel, stepId).flatMap((form) => form.blocks)) {
      if (block.type === 'order-options') for (const option of block.options) (options[block.name] ??= new Set()).add(option.id);
      if (block.type === 'order-bump') for (const choice of BUMP_CHOICES) (options[block.name] ??= new Set()).add(choice);
    }
  }
  return Object.fromEntries(Object.entries(options).map(([name, ids]) => [name, [...ids]]));
}

/** An experiment as the machine's step carries it: enough to draw and to read, nothing the machine runs on. */
export interface StepExperiment {
  id: string;
  /** `purchase` for an event, `step thank-you` for a step. */
  goal: string;
  variants: { id: string; weight: number; leadsTo: Record<string, string> }[];
}

function stepExperiment(funnel: Funnel, experiment: Experiment): StepExperiment {
  return {
    id: experimentId(funnel, experiment),
    goal: 'event' in experiment.goal ? experiment.goal.event : `step ${experiment.goal.step}`,
    variants: experiment.variants.map((variant) => ({ id: variant.id, weight: variant.weight, leadsTo: variant.on })),
  };
}

type Action =
  | { type: 'answer'; params: { question: string } }
  | { type: 'setFlag'; params: { flag: string } }
  | { type: 'track'; params: TrackSpec }
  | { type: 'impression'; params: { experiment: string } };

interface Branch {
  target?: string;
  guard?: { type: 'inVariant'; params: { experiment: string; variant: string } } | ReturnType<typeof conditionGuard> | ReturnType<typeof answersGuard>;
  actions: Action[];
}

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
      const on: Record<string, Branch[]> = {};
      let delayed: { event: string; delay: string; target: string; flag?: string | undefined } | undefined;
      const tracked = tracking.onEvent[stepId] ?? {};
      // A form that delivers waits for its answer as well as its delay (at most one a step, `check` makes sure).
      const delivering = LEADS_IN_BUILD ? deliveringStep(funnel, stepId, { ref, tracks: (event) => tracks(tracked[event]) }) : undefined;
      // A question's event moves on only with an answer to it, and keeps that answer first, so the events it fires can carry it.
      const answering = new Map(step.blocks.flatMap((block) => (block.type === 'question' ? [[block.event, block.name] as const] : [])));
      for (const [event, raw] of Object.entries(step.on)) {
        const transition = normalizeTransition(raw);
        if (LEADS_IN_BUILD && delivering?.event === event) continue;
        if (transition.delay !== undefined && transition.target !== undefined) {
          delayed = { event, delay: transition.delay, target: transition.target, flag: transition.flag };
          continue;
        }
        // A list of branches is tried in order; each condition is a named guard with its words, so the machine stays data.
        const question = answering.get(event);
        const branches = transitionBranches(raw);
        on[event] = branches.map((branch) => ({
          ...(branch.condition !== undefined
            ? { guard: conditionGuard(branch.condition, question) }
            : question === undefined
              ? {}
              : { guard: answersGuard(question, branches.length > 1) }),
          ...(branch.target === undefined ? {} : { target: ref(branch.target) }),
          actions: [
            ...(question === undefined ? [] : [{ type: 'answer' as const, params: { question } }]),
            ...(branch.flag === undefined ? [] : [{ type: 'setFlag' as const, params: { flag: branch.flag } }]),
            ...tracks(tracked[event]),
          ],
        }));
      }
      // A variant that leads elsewhere takes its own branch, guarded by the visit's variant, before the step's own.
      const experiments = experimentsOn(funnel, stepId);
      for (const experiment of experiments) {
        for (const variant of experiment.variants) {
          for (const [event, target] of Object.entries(variant.on)) {
            const guard = { type: 'inVariant' as const, params: { experiment: experimentId(funnel, experiment), variant: variant.id } };
            on[event] = [{ guard, target: ref(target), actions: tracks(tracked[event]) }, ...(on[event] ?? [])];
          }
        }
      }
      // The step's split tests, as drawings and the machine's JSON show them.
      // One branch is written as an object, as a transition without variants always was.
      const handlers = Object.fromEntries(Object.entries(on).map(([event, branches]) => [event, branches.length === 1 ? branches[0] : branches]));
      const meta = {
        path: step.path,
        title: step.title,
        ...(experiments.length === 0 ? {} : { experiments: experiments.map((experiment) => stepExperiment(funnel, experiment)) }),
      };
      const tags = step.final ? [TAG_FINAL] : [];
      const entry = [
        { type: 'enterStep' as const, params: { step: stepId } },
        ...tracks(tracking.onEnter[stepId]),
        ...experiments.map((experiment) => ({ type: 'impression' as const, params: { experiment: experimentId(funnel, experiment) } })),
      ];
      if (LEADS_IN_BUILD && delivering !== undefined) {
        return [stepId, { meta, tags, entry, on: { ...routes, ...handlers }, ...delivering.states }];
      }
      if (delayed === undefined) {
        return [stepId, { meta, tags, entry, on: { ...routes, ...handlers } }];
      }
      return [
        stepId,
        {
          meta,
          tags,
          entry,
          on: { ...routes, ...handlers },
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
      context: contextBeforeAnyStep(funnel, controlAssignment(funnel)),
      on: select.length === 0 ? {} : { SELECT: select },
      states,
    })
    .provide(LEADS_IN_BUILD ? { delays: funnel.delays, actors: deliveryActors } : { delays: funnel.delays });
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>;
