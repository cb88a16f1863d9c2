import type { Forecast } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { answerPath } from '../engine/conditions/answerPaths.ts';
import { type Assignment, experimentId } from '../engine/experiments/experimentIds.ts';
import { pickVariant } from '../engine/experiments/pickVariant.ts';
import { variantPath } from '../engine/experiments/variantAddresses.ts';
import { experimentsOn } from '../engine/experiments/variantStep.ts';
import { figuresFor } from '../engine/forecast/figuresFor.ts';
import { stepForAddress } from '../engine/stepRoutes.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { type ExportRow, exportRow } from './exportRow.ts';
import { fullWidthRows, visitorProfile } from './fullWidthRows.ts';
import { seededRandom } from './seededRandom.ts';
import { planWalk, type WalkPlan, walkVisitor } from './walkVisitor.ts';

export interface SimulateOptions {
  visitors: number;
  seed: number;
  /** The site's address, as content/site.json (or a client's sites/<key>.json) names it; each page is at the funnel's own address (stepUrl). */
  origin: string;
  /** The first day, as 2026-11-01; visitors arrive evenly over `days` days from it. */
  start: string;
  days: number;
  /** By variant id: its true lift of the goal over the control's (0.2 is 20% more), on the experiment's step. */
  lift?: Readonly<Record<string, number>>;
  /** By variant id: the share of visitors shown it, in place of the configured weights (a skewed split). */
  split?: Readonly<Record<string, number>>;
  /** The step visitors arrive on (an ad's deep link to a split test's step); the landing step unless given. */
  entry?: string;
  /** GA4's own first_visit, session_start, scroll and user_engagement rows (true unless false): an export's real volume, which the report reads past. */
  automatic?: boolean;
  /** Every column a real web export fills (device, geo, traffic sources, privacy info, …): about 2.6 KB a row as JSON, where the narrow row is 0.5 KB. */
  fullWidth?: boolean;
}

/** GA4's automatic events, which the site's plan does not fire; they give the export its real volume and are read past. */
const AUTOMATIC = new Set(['first_visit', 'session_start', 'user_engagement', 'scroll']);
/** The share of pages scrolled to 90%, for which GA4's enhanced measurement sends `scroll`. */
const SCROLL_SHARE = 0.4;

/**
 * The figures a visit on these variants follows: the forecast's, except that
 * a planted lift makes the variant's onward events on the experiment's step
 * the control's times (1 + lift), so its goal rate there is the control's
 * times (1 + lift) whatever happens after the step.
 */
function plantedFigures(funnel: Funnel, forecast: Forecast, variants: Assignment, lift: Readonly<Record<string, number>>): Forecast {
  const figures = figuresFor(funnel, forecast, variants);
  for (const experiment of funnel.experiments) {
    const id = experimentId(funnel, experiment);
    const variant = variants[id];
    const planted = variant === undefined ? undefined : lift[variant];
    const control = experiment.variants[0]?.id;
    if (planted === undefined || control === undefined || variant === control) continue;
    const base = figuresFor(funnel, forecast, { ...variants, [id]: control }).steps[experiment.step];
    const own = figures.steps[experiment.step];
    if (base === undefined || own === undefined) continue;
    const events = Object.fromEntries(Object.entries(base.events).map(([event, figure]) => [event, { ...figure, share: Math.min(1, figure.share * (1 + planted)) }]));
    figures.steps = { ...figures.steps, [experiment.step]: { ...own, events: { ...own.events, ...events } } };
  }
  return figures;
}

/**
 * Rows of GA4's export for `visitors` simulated visitors of one funnel: each
 * gets a random id, is put on a variant by the site's own hash (pickVariant)
 * with the configured weights or a planted split, and walks the real machine
 * (walkVisitor) with the forecast's shares; every event the machine tracks
 * becomes a row on the page it fired on (a variant's or an answer's own
 * address), beside GA4's first_visit, session_start, scroll and
 * user_engagement. Yields the rows in event order, visitor by visitor.
 */
export function* simulateExport(funnel: Funnel, forecast: Forecast, options: SimulateOptions): Generator<ExportRow> {
  const random = seededRandom(options.seed);
  // The columns the query does not read are drawn apart, so that a full-width export walks the same visitors.
  const widthRandom = seededRandom(options.seed ^ 0x5bd1e995);
  const startMicros = Date.parse(`${options.start}T00:00:00Z`) * 1000;
  // The last arrivals an hour before the last day ends, so that their visits end within the days asked for.
  const spanMicros = options.days * 86_400_000_000 - 3_600_000_000;
  const plans = new Map<string, WalkPlan>();
  const planFor = (variants: Assignment) => {
    const key = JSON.stringify(variants);
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = planWalk(funnel, forecast, variants, plantedFigures(funnel, forecast, variants, options.lift ?? {}), options.entry);
      plans.set(key, plan);
    }
    return plan;
  };

  for (let visitor = 0; visitor < options.visitors; visitor += 1) {
    let at = startMicros + Math.floor((visitor / options.visitors) * spanMicros + random() * 1_000_000);
    const seconds = Math.floor(at / 1_000_000);
    const id = `${String(Math.floor(random() * 2_000_000_000) + 100_000_000)}.${String(seconds)}`;
    const variants: Record<string, string> = {};
    for (const experiment of funnel.experiments) {
      const experimentKey = experimentId(funnel, experiment);
      const weights = experiment.variants.map((variant) => Math.round(100 * (options.split?.[variant.id] ?? variant.weight / 100)));
      variants[experimentKey] = experiment.variants[pickVariant(id, experimentKey, weights)]?.id ?? '';
    }
    const plan = planFor(variants);
    const who = { id, session: seconds, sessionNumber: 1 };
    const rows: ExportRow[] = [];
    let page = { location: `${options.origin}${stepUrl(funnel, funnel.landing)}`, title: funnel.title };
    let written = 0;
    const row = (event: string, params: Record<string, unknown> = {}) => {
      if (options.automatic === false && AUTOMATIC.has(event)) return;
      at += 1_000_000 + Math.floor(random() * 9_000_000);
      rows.push(exportRow({ event, params }, page, who, at));
    };
    walkVisitor(plan, random, (snapshot) => {
      const { tracked, answers } = snapshot.context;
      for (const event of tracked.slice(written)) {
        if (event.event === 'page_view') {
          if (rows.length > 0) row('user_engagement', { engagement_time_msec: 4000 + Math.floor(random() * 20_000) });
          const path = typeof event.params.page_location === 'string' ? event.params.page_location : '';
          const step = stepForAddress(funnel, path) ?? funnel.landing;
          const address = experimentsOn(funnel, step).length > 0 ? variantPath(funnel, step, variants) : answerPath(funnel, step, answers);
          page = { location: `${options.origin}${address}`, title: typeof event.params.page_title === 'string' ? event.params.page_title : funnel.title };
          if (event === tracked[0]) {
            row('first_visit');
            row('session_start');
          }
          row('page_view', event.params);
          if (random() < SCROLL_SHARE) row('scroll', { percent_scrolled: 90 });
        } else row(event.event, event.params);
      }
      written = tracked.length;
    });
    row('user_engagement', { engagement_time_msec: 4000 + Math.floor(random() * 20_000) });
    yield* options.fullWidth === true ? fullWidthRows(rows, visitorProfile(widthRandom, seconds * 1_000_000), widthRandom) : rows;
  }
}
