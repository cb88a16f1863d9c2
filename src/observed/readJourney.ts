import type { Funnel } from '../../schemas/funnel.ts';
import { EXPERIMENT_TOOL_ID } from '../engine/experiments/experimentParams.ts';
import { funnelAddress } from '../engine/funnelAddress.ts';
import { stepForAddress } from '../engine/stepRoutes.ts';

/** One event of a visitor's journey, placed on a funnel's step. */
export interface PlacedEvent {
  name: string;
  slug: string;
  step: string;
  /** The experiment's variant an experience_impression names (by experiment id), a purchase's value, a select_content's question and answer. */
  variants?: Record<string, string>;
  value?: number;
  question?: string;
  answer?: string;
}

/** Where the site lives and what it runs: how an event's page_location is recognised. */
export interface SiteRoutes {
  host: string;
  /** Each at its own address: /funnels/<slug> on the portfolio; a client's site's home at /, its others at /<slug>. */
  funnels: readonly Funnel[];
}

/** Each site's funnels in the order placeAddress tries them, sorted once: an export has millions of rows. */
const longestFirst = new WeakMap<readonly Funnel[], Funnel[]>();

/** The funnel and step an address is, by the funnels' own addresses (stepForAddress), the longest address first: a client's /day-trips/book is day-trips', not its home's. */
export function placeAddress(funnels: readonly Funnel[], pathname: string): { funnel: Funnel; step: string } | undefined {
  let byAddress = longestFirst.get(funnels);
  if (byAddress === undefined) {
    byAddress = [...funnels].sort((a, b) => funnelAddress(b).length - funnelAddress(a).length);
    longestFirst.set(funnels, byAddress);
  }
  for (const funnel of byAddress) {
    const step = stepForAddress(funnel, pathname);
    if (step !== undefined) return { funnel, step };
  }
  return undefined;
}

/** Why an event is read past, as the report names it. */
export const SKIP = {
  noLocation: 'no page_location',
  badLocation: 'page_location is not an address',
  otherHost: 'another site (page_location on another host)',
  otherPage: 'another page of the site (not a funnel step)',
  otherFunnel: 'another funnel (left out by --funnel)',
} as const;

/** `FNL-skincare.two-bottles-first-b` (or several, comma-separated) as { 'skincare.two-bottles-first': 'b' }, for the funnel's experiments. */
export function variantsOf(text: string, funnel: Funnel): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of text.split(',')) {
    const rest = part.trim().startsWith(`${EXPERIMENT_TOOL_ID}-`) ? part.trim().slice(EXPERIMENT_TOOL_ID.length + 1) : undefined;
    if (rest === undefined) continue;
    for (const experiment of funnel.experiments) {
      const id = `${funnel.slug}.${experiment.name}`;
      if (rest.startsWith(`${id}-`)) found[id] = rest.slice(id.length + 1);
    }
  }
  return found;
}

/**
 * A journey's events (as observedQuery.sql writes them: `event_name
 * key=value…`, joined by ` » `) placed on the site's steps by its own routes
 * (placeAddress: a variant's or an answer's page is its step's), and the
 * events that are on no step, by reason.
 */
export function readJourney(journey: string, site: SiteRoutes, only: string | undefined): { events: PlacedEvent[]; skipped: Map<string, number> } {
  const events: PlacedEvent[] = [];
  const skipped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  for (const token of journey.split(' » ')) {
    const [name = '', ...pairs] = token.split(' ');
    const params = new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    const location = params.get('page_location');
    if (location === undefined || location === '') {
      skip(SKIP.noLocation);
      continue;
    }
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      skip(SKIP.badLocation);
      continue;
    }
    if (url.host !== site.host) {
      skip(SKIP.otherHost);
      continue;
    }
    const placed = placeAddress(site.funnels, url.pathname);
    if (placed === undefined) {
      skip(SKIP.otherPage);
      continue;
    }
    const { funnel } = placed;
    if (only !== undefined && funnel.slug !== only) {
      skip(SKIP.otherFunnel);
      continue;
    }
    const event: PlacedEvent = { name, slug: funnel.slug, step: placed.step };
    const variants = params.get('exp_variant_string');
    if (name === 'experience_impression' && variants !== undefined) event.variants = variantsOf(variants, funnel);
    if (name === 'purchase') event.value = Number(params.get('purchase_revenue') ?? params.get('value') ?? 0) || 0;
    const [question, answer] = [params.get('question'), params.get('answer')];
    if (question !== undefined && answer !== undefined) {
      event.question = question;
      event.answer = answer;
    }
    events.push(event);
  }
  return { events, skipped };
}
