import { benchKind, type BenchKind } from './benchKind.ts';
import { evalUsage, parseEvalOptions } from './parseEvalOptions.ts';
import { firstVisitUsage, parseFirstVisitOptions } from './parseFirstVisitOptions.ts';
import { imagesUsage, parseImagesOptions } from './parseImagesOptions.ts';
import { observedUsage, parseObservedOptions } from './parseObservedOptions.ts';
import { parseOptions, usage as lighthouseUsage } from './parseOptions.ts';
import { pairedUsage, parsePairedOptions } from './parsePairedOptions.ts';
import { parseSvgCostOptions, svgCostUsage } from './parseSvgCostOptions.ts';
import { parseTapOptions, tapUsage } from './parseTapOptions.ts';
import { parseTasksOptions, tasksUsage } from './parseTasksOptions.ts';
import { parseVisitorOptions, visitorUsage } from './parseVisitorOptions.ts';

/** One kind of bench as `npm run bench -- --help` lists it. */
export interface BenchKindEntry {
  readonly name: string;
  /** What it measures, in a few words. */
  readonly measures: string;
  /** When it is the one to choose. */
  readonly choose: string;
  readonly kind: BenchKind;
}

/** The kind `npm run bench` runs when no kind is named, so `npm run bench -- --host pages` is Lighthouse's. */
export const DEFAULT_KIND = 'lighthouse';

/** Every bench, in the order `--help` lists them (docs/performance.md's table follows it). */
export const benchKinds: readonly BenchKindEntry[] = [
  {
    name: 'lighthouse',
    measures: 'Lighthouse on every prerendered route (scores, LCP, TBT, CLS, bytes) at 4× and 6×, held to the budget',
    choose: 'for the budget, or a route’s figures on an idle machine',
    kind: benchKind(lighthouseUsage, parseOptions, async () => (await import('./lighthouse.ts')).lighthouse),
  },
  {
    name: 'paired',
    measures: 'two builds (or two visitors, or two hosts) measured in turn with Lighthouse, route by route',
    choose: 'to know whether a change costs anything, on a machine whose speed moves',
    kind: benchKind(pairedUsage, parsePairedOptions, async () => (await import('./paired.ts')).paired),
  },
  {
    name: 'first-visit',
    measures: 'a cold visit’s wait for the first byte on slow 4G, redirects included, and its scripts’ header bytes, two builds on wrangler pages dev',
    choose: 'for a change to addresses, redirects or headers',
    kind: benchKind(firstVisitUsage, parseFirstVisitOptions, async () => (await import('./firstVisit.ts')).firstVisit),
  },
  {
    name: 'tap',
    measures: 'tap → next step painted along every funnel, on slow 4G at 4× CPU, hydrated and before hydration',
    choose: 'for a change to what a tap runs or loads',
    kind: benchKind(tapUsage, parseTapOptions, async () => (await import('./tapToPaint.ts')).tapToPaint),
  },
  {
    name: 'tasks',
    measures: 'every task a route’s scripts run, by name and CPU time, and the blocking time they add at 4× and 6×',
    choose: 'when Lighthouse’s TBT is over budget, to find the task',
    kind: benchKind(tasksUsage, parseTasksOptions, async () => (await import('./longTasks.ts')).longTasks),
  },
  {
    name: 'eval',
    measures: 'a built module’s evaluation time in a visitor’s Chromium and in one driven over DevTools',
    choose: 'to tell a cost a visitor pays from one only Lighthouse sees',
    kind: benchKind(evalUsage, parseEvalOptions, async () => (await import('./evaluationCost.ts')).evaluationCost),
  },
  {
    name: 'visitor',
    measures: 'a page load traced in a visitor’s browser (no DevTools session): main-thread time, compiles on and off it, blocking',
    choose: 'for what a visitor’s start-up costs (compile hints, preloads)',
    kind: benchKind(visitorUsage, parseVisitorOptions, async () => (await import('./visitorTrace.ts')).visitorTrace),
  },
  {
    name: 'images',
    measures: 'the image bytes each route loads before scrolling, at a desktop and two phone sizes, for builds side by side',
    choose: 'for a change to pictures (exits 1 when the last build loads more)',
    kind: benchKind(imagesUsage, parseImagesOptions, async () => (await import('./imageBytes.ts')).imageBytes),
  },
  {
    name: 'svg-cost',
    measures: 'what each SVG under public/art/ costs the main thread to draw, at 4× CPU',
    choose: 'when adding artwork, or choosing vector or raster',
    kind: benchKind(svgCostUsage, parseSvgCostOptions, async () => (await import('./svgDrawCost.ts')).svgDrawCost),
  },
  {
    name: 'observed',
    measures: 'the time and memory `npm run observed` takes for a month of a busy funnel’s GA4 export, and a planted lift found',
    choose: 'for a change to how an export is read',
    kind: benchKind(observedUsage, parseObservedOptions, async () => (await import('./observedRead.ts')).observedRead),
  },
];
