import path from 'node:path';
import { createActor, SimulatedClock } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import type { Price, TrackingItem, TrackingRule } from '../../schemas/tracking.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { createFunnelMachine, initialContext } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { afterEvent, funnelEvents } from '../../src/engine/funnelEvents.ts';
import type { FunnelEvent } from '../../src/engine/funnelSetup.ts';
import { funnelStateKey } from '../../src/engine/funnelStateKey.ts';
import { normalizeTransition } from '../../src/engine/normalizeTransition.ts';
import type { TrackedEvent } from '../../src/engine/trackedEvent.ts';
import { allAssignments } from '../../src/engine/experiments/allAssignments.ts';
import type { Assignment } from '../../src/engine/experiments/experimentIds.ts';
import { expectedMove } from '../support/quizOracle.ts';

// The portfolio's funnels; a client's funnel delivers its form, walked by tests/unit/deliveringMachine.test.ts.
const { funnels, errors } = loadProjectData(path.resolve(import.meta.dirname, '../..'));

function requireFunnel(slug: string): Funnel {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`no funnel ${slug}`);
  return funnel;
}

/** The step and event an `xstate.after…` event completes, or undefined for an ordinary event. */
function delayedTransition(funnel: Funnel, type: string): { step: string; event: string; ms: number } | undefined {
  for (const [step, config] of Object.entries(funnel.steps)) {
    for (const [event, raw] of Object.entries(config.on)) {
      const { delay } = normalizeTransition(raw);
      if (delay !== undefined && afterEvent(funnel, step, delay) === type) return { step, event, ms: funnel.delays[delay] ?? 0 };
    }
  }
  return undefined;
}

/**
 * The test's own reading of a plan, straight from the file: what a rule's
 * parameters are, given the visitor's choices so far. Independent of
 * src/tracking, so the two must agree on what the file says.
 */
function expectedParams(
  funnel: Funnel,
  rule: TrackingRule,
  selections: Record<string, string>,
  answers: Record<string, string> = {},
): Record<string, unknown> {
  const blocks = Object.entries(funnel.steps).flatMap(([stepId, step]) => step.blocks.map((block) => ({ stepId, block })));
  const option = (name: string) => {
    for (const { block } of blocks) {
      if (block.type === 'order-options' && block.name === name) {
        const chosen = block.options.find((candidate) => candidate.id === selections[name]);
        if (chosen !== undefined) return { id: `${name}-${chosen.id}`, name: chosen.title, price: chosen.price };
      }
    }
    throw new Error(`no choice ${name}`);
  };
  const product = (name: string) => {
    for (const { block } of blocks) {
      if (block.type === 'product' && block.name === name) return { id: name.toLowerCase().replaceAll(' ', '-'), name, price: block.price };
    }
    throw new Error(`no product ${name}`);
  };
  const offer = (stepId: string) => {
    for (const entry of blocks) {
      if (entry.stepId === stepId && entry.block.type === 'upsell') {
        const { regularPrice, discountPercent, heading } = entry.block;
        return { id: stepId, name: heading, price: regularPrice === undefined ? undefined : Math.round(regularPrice * (100 - discountPercent)) / 100 };
      }
    }
    throw new Error(`no offer on ${stepId}`);
  };
  /** An order bump: its price and item when ticked, nothing when not. */
  const bump = (name: string) => {
    for (const { block } of blocks) {
      if (block.type === 'order-bump' && block.name === name) {
        return selections[name] === 'yes' ? { id: name, name: block.title, price: block.price as number | undefined } : { id: name, name: block.title, price: 0, left: true };
      }
    }
    throw new Error(`no bump ${name}`);
  };
  const thing = (source: Exclude<Price, number> | TrackingItem): { id: string; name: string; price: number | undefined; left?: boolean } =>
    'bump' in source ? bump(source.bump) : 'choice' in source ? option(source.choice) : 'product' in source ? product(source.product) : offer(source.offer);
  const priceOf = (source: Price) => (typeof source === 'number' ? source : (thing(source).price ?? 0));

  const { value, items, answer, ...fixed } = rule.params;
  return {
    ...(value === undefined ? {} : { value: Array.isArray(value) ? value.reduce<number>((total, part) => total + priceOf(part), 0) : priceOf(value) }),
    ...fixed,
    ...(answer === undefined ? {} : { answer: answers[answer.answer] }),
    ...(items === undefined
      ? {}
      : {
          items: items.filter((source) => thing(source).left !== true).map((source) => {
            const found = thing(source);
            return {
              item_id: source.item_id ?? found.id,
              item_name: source.item_name ?? found.name,
              ...(found.price === undefined ? {} : { price: found.price }),
              quantity: source.quantity,
            };
          }),
        }),
  };
}

/** GA4's experiment parameters as the test reads them off the file: `<slug>.<name>`, the variant, and FNL-experiment-variant. */
function experimentParamsOf(variants: Assignment): Record<string, string> {
  const ids = Object.keys(variants);
  if (ids.length === 0) return {};
  return {
    experiment_id: ids.join(','),
    variant_id: ids.map((id) => variants[id]).join(','),
    exp_variant_string: ids.map((id) => `FNL-${id}-${String(variants[id])}`).join(','),
  };
}

/** The variant's own transition for an event on a step, if the visit's variant has one. */
function variantTarget(funnel: Funnel, variants: Assignment, step: string, event: string): string | undefined {
  for (const experiment of funnel.experiments.filter((candidate) => candidate.step === step)) {
    const variant = experiment.variants.find((candidate) => candidate.id === variants[`${funnel.slug}.${experiment.name}`]);
    const target = variant?.on[event];
    if (target !== undefined) return target;
  }
  return undefined;
}

/**
 * Walks events in a real actor, on one set of variants, and, beside it, says
 * from the config alone what each should fire.
 */
function walkAndExpect(funnel: Funnel, events: readonly FunnelEvent[], variants: Assignment = {}) {
  const clock = new SimulatedClock();
  const machine = createFunnelMachine(funnel);
  const all = { ...allAssignments(funnel)[0], ...variants };
  // How a page starts its visit: on the visitor's variants, the landing step's entry already recorded.
  const start = machine.resolveState({ value: funnel.landing, context: initialContext(funnel, funnel.landing, all) });
  const actor = createActor(machine, { clock, snapshot: start }).start();
  const selections = { ...actor.getSnapshot().context.selections };
  let answers: Record<string, string> = {};
  const flags: Record<string, boolean> = {};
  const trail: string[] = [];
  const expected: TrackedEvent[] = [];
  const experiment = experimentParamsOf(all);
  const fire = (matches: (rule: TrackingRule) => boolean) => {
    for (const rule of funnel.tracking.events.filter(matches)) {
      expected.push({ event: rule.event, params: { ...expectedParams(funnel, rule, selections, answers), ...experiment } });
    }
  };
  const enter = (step: string) => {
    trail.push(step);
    const config = funnel.steps[step];
    if (funnel.tracking.pageViews && config !== undefined) {
      const location = config.path === '' ? `/funnels/${funnel.slug}` : `/funnels/${funnel.slug}/${config.path}`;
      expected.push({ event: 'page_view', params: { page_title: config.title, page_location: location, ...experiment } });
    }
    fire((rule) => 'enter' in rule.when && rule.when.enter === step);
    for (const shown of funnel.experiments.filter((candidate) => candidate.step === step)) {
      const id = `${funnel.slug}.${shown.name}`;
      expected.push({ event: 'experience_impression', params: experimentParamsOf({ [id]: all[id] ?? '' }) });
    }
  };

  enter(funnel.landing);
  for (const event of events) {
    const from = currentStep(actor.getSnapshot());
    const delayed = delayedTransition(funnel, event.type);
    if (delayed !== undefined) {
      clock.increment(delayed.ms);
      fire((rule) => 'step' in rule.when && rule.when.step === delayed.step && rule.when.event === delayed.event);
      enter(currentStep(actor.getSnapshot()));
      continue;
    }
    actor.send(event);
    if (event.type === 'SELECT' && event.name !== undefined && event.value !== undefined) {
      selections[event.name] = event.value;
      fire((rule) => 'choose' in rule.when && rule.when.choose === event.name);
      continue;
    }
    const own = variantTarget(funnel, all, from, event.type);
    const raw = own ?? funnel.steps[from]?.on[event.type];
    if (raw === undefined) continue;
    if (normalizeTransition(raw).delay !== undefined) continue;
    // A question's event moves with an answer only, and a list of branches on the first whose condition holds.
    const move = own === undefined ? expectedMove(funnel, from, event, { answers, selections, flags }) : { target: own, visit: { answers, selections, flags } };
    if (move === undefined) continue;
    answers = move.visit.answers;
    fire((rule) => 'step' in rule.when && rule.when.step === from && rule.when.event === event.type);
    if (move.target !== undefined && move.target !== from) enter(move.target);
  }
  return { context: actor.getSnapshot().context, expected, trail };
}

/** A step's page_view, on the funnel's control variants unless others are given. */
const pageView = (funnel: Funnel, step: string, variants: Assignment = allAssignments(funnel)[0] ?? {}): TrackedEvent => {
  const config = funnel.steps[step];
  if (config === undefined) throw new Error(`${funnel.slug} has no step ${step}`);
  return {
    event: 'page_view',
    params: {
      page_title: config.title,
      page_location: config.path === '' ? `/funnels/${funnel.slug}` : `/funnels/${funnel.slug}/${config.path}`,
      ...experimentParamsOf(variants),
    },
  };
};

it('loads every funnel, each with a tracking plan', () => {
  expect(errors).toEqual([]);
  for (const funnel of funnels) expect(funnel.tracking.pageViews).toBe(true);
});

// A test funnel whose variant b adds a downsell step, so that a variant's own transitions are walked too.
const splitFixture = loadFunnels(path.resolve(import.meta.dirname, '../fixtures/split-test/funnels'), 'split-test').data;

describe.each([...funnels, ...splitFixture].map((funnel) => [funnel.slug, funnel] as const))('the %s tracking plan', (_slug, funnel) => {
  const machine = createFunnelMachine(funnel);
  // Every path of every variant: the machine walked from a start on each combination of the funnel's variants.
  const variantPaths = allAssignments(funnel).map((variants) => {
    const fromState = machine.resolveState({ value: funnel.landing, context: initialContext(funnel, funnel.landing, variants) });
    return { variants, paths: getSimplePaths(machine, { events: funnelEvents(funnel), serializeState: funnelStateKey, fromState }) };
  });

  it('fires, on every model-based path of every variant, exactly the events its config declares, in order, and records the trail', () => {
    for (const { variants, paths } of variantPaths) {
      expect(paths.length).toBeGreaterThan(0);
      for (const statePath of paths) {
        const events = statePath.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
        const { context, expected, trail } = walkAndExpect(funnel, events, variants);
        expect(context.tracked, `${JSON.stringify(variants)}: ${events.map((event) => event.type).join(' → ')}`).toEqual(expected);
        expect(context.trail).toEqual(trail);
      }
    }
  });

  it('fires every rule of the plan on some path of every variant, so no rule is dead', () => {
    for (const { variants, paths } of variantPaths) {
      const fired = new Set<string>();
      for (const statePath of paths) {
        const events = statePath.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
        for (const tracked of walkAndExpect(funnel, events, variants).context.tracked) fired.add(tracked.event);
      }
      const impressions = funnel.experiments.length > 0 ? ['experience_impression'] : [];
      expect([...fired].sort()).toEqual([...new Set(['page_view', ...impressions, ...funnel.tracking.events.map((rule) => rule.event)])].sort());
    }
  });

  it('records a deep link’s step and page_view in the initial context, as resolveState runs no entry action', () => {
    for (const step of Object.keys(funnel.steps)) {
      const actor = createActor(machine, { snapshot: machine.resolveState({ value: step, context: initialContext(funnel, step) }) }).start();
      expect(actor.getSnapshot().context.trail).toEqual([step]);
      expect(actor.getSnapshot().context.tracked[0]).toEqual(pageView(funnel, step));
      const other = Object.keys(funnel.steps).find((candidate) => candidate !== step) ?? step;
      actor.send({ type: `ROUTE.${other}` });
      expect(actor.getSnapshot().context.trail).toEqual([step, other]);
      expect(actor.getSnapshot().context.tracked).toContainEqual(pageView(funnel, other));
    }
    const bare = machine.resolveState({ value: funnel.landing, context: { ...initialContext(funnel), trail: [], tracked: [] } });
    expect(bare.context.tracked).toEqual([]);
  });
});

describe('golden sequences, written by hand', () => {
  const run = (slug: string, events: FunnelEvent[], waitMs = 0, variants?: Assignment) => {
    const funnel = requireFunnel(slug);
    const clock = new SimulatedClock();
    const machine = createFunnelMachine(funnel);
    const snapshot = variants === undefined ? undefined : machine.resolveState({ value: funnel.landing, context: initialContext(funnel, funnel.landing, variants) });
    const actor = createActor(machine, { clock, snapshot }).start();
    for (const event of events) actor.send(event);
    clock.increment(waitMs);
    const { tracked, trail } = actor.getSnapshot().context;
    return { funnel, tracked, trail, names: tracked.map((entry) => entry.event) };
  };
  const twoBottles = { item_id: 'bottles-two', item_name: '2 Bottles', price: 99, quantity: 1 };
  const oneBottle = { item_id: 'bottles-one', item_name: '1 Bottle', price: 59, quantity: 1 };
  const fig = { item_id: 'fiddle-leaf-fig', item_name: 'Fiddle Leaf Fig', price: 49, quantity: 1 };
  const giftSet = { item_id: 'gift-set', item_name: 'Ceylon cinnamon gift set', quantity: 1 };

  // Skincare's order step runs the two-bottles-first test; every event says which variant it ran under.
  const skincareIn = (variant: string) => ({
    experiment_id: 'skincare.two-bottles-first',
    variant_id: variant,
    exp_variant_string: `FNL-skincare.two-bottles-first-${variant}`,
  });

  it.each(['control', 'b'])('skincare on variant %s, choosing 2 bottles: select_item, begin_checkout and purchase at 99 USD', (variant) => {
    const variants = { 'skincare.two-bottles-first': variant };
    const buy = [{ type: 'ORDER' }, { type: 'SELECT', name: 'bottles', value: 'two' }, { type: 'CHECKOUT' }];
    const { funnel, tracked, trail } = run('skincare', buy, 0, variants);
    const experiment = skincareIn(variant);
    expect(trail).toEqual(['landing', 'order', 'thank-you']);
    expect(tracked).toEqual([
      pageView(funnel, 'landing', variants),
      pageView(funnel, 'order', variants),
      { event: 'experience_impression', params: experiment },
      { event: 'select_item', params: { item_list_id: 'bottles', item_list_name: 'Choose your supply', items: [twoBottles], ...experiment } },
      { event: 'begin_checkout', params: { value: 99, currency: 'USD', items: [twoBottles], ...experiment } },
      pageView(funnel, 'thank-you', variants),
      { event: 'purchase', params: { value: 99, currency: 'USD', items: [twoBottles], ...experiment } },
    ]);
  });

  it('skincare, keeping the 1 bottle chosen at first: no select_item, purchase at 59 USD', () => {
    const { names, tracked } = run('skincare', [{ type: 'ORDER' }, { type: 'CHECKOUT' }]);
    expect(names).toEqual(['page_view', 'page_view', 'experience_impression', 'begin_checkout', 'page_view', 'purchase']);
    expect(tracked.at(-1)).toEqual({ event: 'purchase', params: { value: 59, currency: 'USD', items: [oneBottle], ...skincareIn('control') } });
  });

  it('medical: generate_lead once the 600 ms submit has passed, then the thank-you page_view', () => {
    expect(run('medical', [{ type: 'SUBMIT' }], 599).names).toEqual(['page_view']);
    const { funnel, tracked } = run('medical', [{ type: 'SUBMIT' }], 600);
    expect(tracked).toEqual([
      pageView(funnel, 'landing'),
      { event: 'generate_lead', params: { lead_source: 'consultation booking form' } },
      pageView(funnel, 'thank-you'),
    ]);
  });

  it('travel: generate_lead on booking', () => {
    const { funnel, tracked } = run('travel', [{ type: 'SUBMIT' }]);
    expect(tracked).toEqual([
      pageView(funnel, 'landing'),
      { event: 'generate_lead', params: { lead_source: 'tour booking form' } },
      pageView(funnel, 'thank-you'),
    ]);
  });

  it('plants: sign_up for the newsletter, view_item for the Fiddle Leaf Fig, add_to_cart, then purchase at 49 USD', () => {
    const { funnel, tracked } = run('plants', [{ type: 'SUBSCRIBE' }, { type: 'SHOP' }, { type: 'ADD_TO_CART' }]);
    expect(tracked).toEqual([
      pageView(funnel, 'landing'),
      { event: 'sign_up', params: { method: 'newsletter' } },
      pageView(funnel, 'product'),
      { event: 'view_item', params: { value: 49, currency: 'USD', items: [fig] } },
      { event: 'add_to_cart', params: { value: 49, currency: 'USD', items: [fig] } },
      pageView(funnel, 'thank-you'),
      { event: 'purchase', params: { value: 49, currency: 'USD', items: [fig] } },
    ]);
  });

  it('cinnamon: add_to_cart for the gift set only when the offer is accepted', () => {
    const accepted = run('cinnamon', [{ type: 'ORDER' }, { type: 'ACCEPT' }]);
    expect(accepted.tracked).toEqual([
      pageView(accepted.funnel, 'landing'),
      pageView(accepted.funnel, 'upsell'),
      { event: 'view_item', params: { items: [giftSet] } },
      { event: 'add_to_cart', params: { items: [giftSet] } },
      pageView(accepted.funnel, 'thank-you'),
    ]);
    expect(run('cinnamon', [{ type: 'ORDER' }, { type: 'DECLINE' }]).names).toEqual(['page_view', 'page_view', 'view_item', 'page_view']);
  });

  it('Back and Forward show a step again: it is on the trail again and fires its page_view again', () => {
    const { funnel, tracked, trail } = run('skincare', [{ type: 'ORDER' }, { type: 'ROUTE.landing' }, { type: 'ROUTE.order' }]);
    expect(trail).toEqual(['landing', 'order', 'landing', 'order']);
    const impression = { event: 'experience_impression', params: skincareIn('control') };
    expect(tracked).toEqual([pageView(funnel, 'landing'), pageView(funnel, 'order'), impression, pageView(funnel, 'landing'), pageView(funnel, 'order'), impression]);
  });
});
