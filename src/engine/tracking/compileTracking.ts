import type { Funnel } from '../../../schemas/funnel.ts';
import type { Price, PriceSource, TrackingItem, TrackingRule } from '../../../schemas/tracking.ts';
import { BUMP_DECLINED, BUMP_TAKEN } from '../orderBumps.ts';
import { stepUrl } from '../stepUrl.ts';
import { itemIdOf, offerPrice, sellables, type Sellables } from './sellables.ts';
import type { Resolvable, TrackSpec } from './trackSpec.ts';

/** A funnel's tracking plan, sorted by what fires it, as the machine factory wires it. */
export interface CompiledTracking {
  /** By step id: on entering the step (its page_view first). */
  onEnter: Record<string, TrackSpec[]>;
  /** By step id, then event: when the step's transition for the event is taken. */
  onEvent: Record<string, Record<string, TrackSpec[]>>;
  /** By order-options name: when an option is picked there. */
  onChoose: Record<string, TrackSpec[]>;
}

/** A reference the build's check would have refused; reaching it means the funnel was not validated. */
function unresolved(what: string): never {
  throw new Error(`The tracking plan names ${what}, which is not in the funnel (was it validated?)`);
}

function item(source: TrackingItem, found: Sellables): Resolvable {
  const extras = (id: string, name: string, price: number | undefined) => ({
    item_id: source.item_id ?? id,
    item_name: source.item_name ?? name,
    ...(price === undefined ? {} : { price }),
    quantity: source.quantity,
  });
  if ('choice' in source) {
    const block = found.choices.get(source.choice) ?? unresolved(`order options "${source.choice}"`);
    return {
      choice: source.choice,
      byOption: Object.fromEntries(block.options.map((option) => [option.id, extras(`${block.name}-${option.id}`, option.title, option.price)])),
    };
  }
  if ('product' in source) {
    const block = found.products.get(source.product) ?? unresolved(`product "${source.product}"`);
    return { is: extras(itemIdOf(block.name), block.name, block.price) };
  }
  if ('bump' in source) {
    // Listed when ticked; nothing (left out of items) when not.
    const block = found.bumps.get(source.bump) ?? unresolved(`order bump "${source.bump}"`);
    return { choice: source.bump, byOption: { [BUMP_TAKEN]: extras(block.name, block.title, block.price) } };
  }
  const block = found.offers.get(source.offer) ?? unresolved(`an offer on step "${source.offer}"`);
  return { is: extras(source.offer, block.heading, offerPrice(block)) };
}

function price(source: PriceSource, found: Sellables): Resolvable {
  if (Array.isArray(source)) return { sum: source.map((part) => onePrice(part, found)) };
  return onePrice(source, found);
}

function onePrice(source: Price, found: Sellables): Resolvable {
  if (typeof source === 'number') return { is: source };
  if ('bump' in source) {
    const block = found.bumps.get(source.bump) ?? unresolved(`order bump "${source.bump}"`);
    return { choice: source.bump, byOption: { [BUMP_TAKEN]: block.price, [BUMP_DECLINED]: 0 } };
  }
  if ('choice' in source) {
    const block = found.choices.get(source.choice) ?? unresolved(`order options "${source.choice}"`);
    return { choice: source.choice, byOption: Object.fromEntries(block.options.map((option) => [option.id, option.price])) };
  }
  if ('product' in source) return { is: (found.products.get(source.product) ?? unresolved(`product "${source.product}"`)).price };
  const offer = found.offers.get(source.offer) ?? unresolved(`an offer on step "${source.offer}"`);
  return { is: offerPrice(offer) ?? unresolved(`a price for the offer on step "${source.offer}"`) };
}

function spec(rule: TrackingRule, found: Sellables): TrackSpec {
  const { value, items = [], answer, ...fixed } = rule.params;
  // value first, as GA4's reference lists it; the fixed parameters in the file's order, then the answer given.
  const params: Record<string, Resolvable> = value === undefined ? {} : { value: price(value, found) };
  for (const [name, literal] of Object.entries(fixed)) params[name] = { is: literal };
  if (answer !== undefined) params.answer = { answer: answer.answer };
  return { event: rule.event, params, items: items.map((source) => item(source, found)) };
}

function push<T>(record: Record<string, T[]>, key: string, value: T) {
  (record[key] ??= []).push(value);
}

/** Turns the plan's references into lookups the machine resolves when an event fires. */
export function compileTracking(funnel: Funnel): CompiledTracking {
  const found = sellables(funnel);
  const compiled: CompiledTracking = { onEnter: {}, onEvent: {}, onChoose: {} };
  if (funnel.tracking.pageViews) {
    for (const [stepId, step] of Object.entries(funnel.steps)) {
      push(compiled.onEnter, stepId, {
        event: 'page_view',
        params: { page_title: { is: step.title }, page_location: { is: stepUrl(funnel, stepId) } },
        items: [],
      });
    }
  }
  for (const rule of funnel.tracking.events) {
    const { when } = rule;
    if ('enter' in when) push(compiled.onEnter, when.enter, spec(rule, found));
    else if ('choose' in when) push(compiled.onChoose, when.choose, spec(rule, found));
    else push((compiled.onEvent[when.step] ??= {}), when.event, spec(rule, found));
  }
  // On a client's site every event says the language the visitor saw (each language's copy says its own), so one
  // funnel's numbers can be read by language; the portfolio's events are as they were.
  if (funnel.language !== undefined) {
    const language = { is: funnel.language };
    for (const specs of [...Object.values(compiled.onEnter), ...Object.values(compiled.onChoose), ...Object.values(compiled.onEvent).flatMap((byEvent) => Object.values(byEvent))]) {
      for (const one of specs) one.params.language = language;
    }
  }
  return compiled;
}
