import { slow4G, throttleToSlow4G } from './throttleToSlow4G.ts';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Funnel } from '../schemas/funnel.ts';
import { loadProjectData } from '../src/config/load/projectData.ts';
import { stepForAddress } from '../src/engine/stepRoutes.ts';
import { stepUrl } from '../src/engine/stepUrl.ts';
import { stepOf } from '../tests/e2e/support/model.ts';
import { recorderScript, TAP_KEY, type FrameEntry, type PageRecord } from '../tests/e2e/support/frames.ts';
import { stepHeading } from '../tests/e2e/support/walk.ts';
import { chromeLaunchOptions } from '../tests/e2e/chromeLaunchOptions.ts';
import type { BenchContext } from './benchKind.ts';
import { measureBenchmarkIndex } from './benchmarkIndex.ts';
import { isHydrated } from './isHydrated.ts';
import { formatMedianRange } from './format.ts';
import { median } from './median.ts';
import { funnelsNamed, type TapOptions } from './parseTapOptions.ts';
import { startStaticHost } from './staticHost.ts';
import { tapControl } from './tapControl.ts';
import { tapWalk, type Tap } from './tapWalk.ts';

interface TapResult {
  readonly paintedMs: number;
  readonly firstResponseMs: number | undefined;
  readonly mismatchedFrames: number;
  /** The page showed its busy state between the tap and the next step. */
  readonly busy: boolean;
  /** The address of the frame that painted the next step's h1. */
  readonly address: string;
}

const TIMEOUT_MS = 30_000;
const QUIET_MS = 1_000;

async function openPage(browser: Browser, cpuRate: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript({ content: recorderScript() });
  const cdp = await context.newCDPSession(page);
  await throttleToSlow4G(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** How a tap is named in the table: its steps, and the answer it gave when it answers a question. */
function tapLabel(funnel: Funnel, tap: Tap): string {
  const question = stepOf(funnel, tap.from).blocks.find((block) => block.type === 'question' && block.name === tap.event.name);
  const answer = question?.type === 'question' ? question.options.find((option) => option.id === tap.event.value) : undefined;
  const answered = answer === undefined ? '' : `, answering "${answer.label}"`;
  return `${tap.from} → ${tap.to}${answered}${tap.delayMs > 0 ? ` (+${String(tap.delayMs)} ms delay)` : ''}`;
}

/**
 * The frames after the tap in which the address named one of the tap's two steps and the h1 was the
 * other's. An address is read as the step it names (stepForAddress), so an answer page or a split test's
 * variant page counts as its step.
 */
function disagreeing(funnel: Funnel, tap: Tap, frames: readonly FrameEntry[]): FrameEntry[] {
  const fromHeading = stepHeading(stepOf(funnel, tap.from));
  const toHeading = stepHeading(stepOf(funnel, tap.to));
  return frames.filter((frame) => {
    const step = stepForAddress(funnel, frame.path);
    return (step === tap.to && frame.heading === fromHeading) || (step === tap.from && frame.heading === toHeading);
  });
}

/** Waits for the next step's h1 to be painted after the tap in whichever document shows it, then reads the frames since the tap. */
async function measure(page: Page, funnel: Funnel, tap: Tap, document: 'same' | 'new'): Promise<TapResult> {
  const heading = stepHeading(stepOf(funnel, tap.to));
  await page.waitForFunction(
    ({ wanted, key }) => {
      const tapAt = Number(sessionStorage.getItem(key));
      return window.frameLog?.frames.some((frame) => frame.heading === wanted && frame.paintedAt > 0 && frame.paintedAt >= tapAt) === true;
    },
    { wanted: heading, key: TAP_KEY },
    { timeout: TIMEOUT_MS },
  );
  const { record, tapAt } = await page.evaluate((key) => ({ record: window.frameLog as PageRecord, tapAt: Number(sessionStorage.getItem(key)) }), TAP_KEY);
  const after = record.frames.filter((frame) => frame.paintedAt >= tapAt);
  const shown = after.find((frame) => frame.heading === heading);
  if (shown === undefined || !(tapAt > 0)) throw new Error(`${funnel.slug}: no tap time or painted frame recorded`);
  const click = record.clicks.find((entry) => entry.startAt >= tapAt - 1);
  return {
    // A plain form submit goes straight to the next step's page: no Submitting... to wait out.
    paintedMs: shown.paintedAt - tapAt - (document === 'same' ? tap.delayMs : 0),
    firstResponseMs: click?.duration,
    mismatchedFrames: disagreeing(funnel, tap, after).length,
    busy: after.some((frame) => frame.busy),
    address: shown.path,
  };
}

/** Requests the page has open, counted from the moment it is created. */
function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return () => open;
}

/**
 * A visitor who has read the page for a moment: it has hydrated, and no request has been open for
 * QUIET_MS (Playwright's own `networkidle` is reached once per document and not waited for again).
 */
async function hydratedAndQuiet(page: Page, openRequests: () => number): Promise<void> {
  await page.waitForFunction(isHydrated, null, { timeout: TIMEOUT_MS });
  const deadline = Date.now() + TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error('the network never went quiet');
    if (openRequests() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

interface TapFigures {
  readonly funnel: string;
  readonly label: string;
  readonly hydrated: readonly TapResult[];
  /** The landing step's tap before hydration; undefined for every later tap. */
  readonly early?: { readonly results: readonly TapResult[]; readonly hydratedFirst: number };
}

async function walkFunnel(browser: Browser, origin: string, funnel: Funnel, options: TapOptions, progress: BenchContext['progress']): Promise<TapFigures[]> {
  const taps = tapWalk(funnel);
  const hydratedResults = taps.map((): TapResult[] => []);
  const early: TapResult[] = [];
  let earlyHydrated = 0;
  const landing = `${origin}${stepUrl(funnel, funnel.landing)}`;
  for (let run = 1; run <= options.runs; run += 1) {
    const page = await openPage(browser, options.cpu);
    const openRequests = trackRequests(page);
    await page.goto(landing);
    for (const [index, tap] of taps.entries()) {
      await hydratedAndQuiet(page, openRequests);
      await tapControl(page, funnel, tap);
      const result = await measure(page, funnel, tap, 'same');
      hydratedResults[index]?.push(result);
      progress(`${funnel.slug} run ${String(run)}: ${tapLabel(funnel, tap)}: ${result.address}, ${String(Math.round(result.paintedMs))} ms`);
    }
    await page.context().close();

    const first = taps[0];
    if (first === undefined) continue;
    const cold = await openPage(browser, options.cpu);
    await cold.goto(landing, { waitUntil: 'load' });
    if (await cold.evaluate(isHydrated)) earlyHydrated += 1;
    await tapControl(cold, funnel, first);
    const result = await measure(cold, funnel, first, 'new');
    early.push(result);
    progress(`${funnel.slug} run ${String(run)}: ${tapLabel(funnel, first)} before hydration: ${result.address}, ${String(Math.round(result.paintedMs))} ms`);
    await cold.context().close();
  }
  return taps.map((tap, index) => ({
    funnel: funnel.slug,
    label: tapLabel(funnel, tap),
    hydrated: hydratedResults[index] ?? [],
    ...(index === 0 ? { early: { results: early, hydratedFirst: earlyHydrated } } : {}),
  }));
}

function row(figures: TapFigures): string {
  const results = figures.hydrated;
  const responses = results.flatMap((result) => (result.firstResponseMs === undefined ? [] : [result.firstResponseMs]));
  const early = figures.early;
  const beforeHydration =
    early === undefined ? '' : `${formatMedianRange(early.results.map((result) => result.paintedMs))}${early.hydratedFirst > 0 ? ` (${String(early.hydratedFirst)} hydrated first)` : ''}`;
  const runs = String(results.length);
  return (
    `| ${figures.funnel} | ${figures.label} | ${formatMedianRange(results.map((result) => result.paintedMs))} | ` +
    `${responses.length < results.length ? `<16 in ${String(results.length - responses.length)}, ` : ''}${formatMedianRange(responses)} | ` +
    `${String(results.filter((result) => result.mismatchedFrames > 0).length)} of ${runs} | ${String(results.filter((result) => result.busy).length)} of ${runs} | ${beforeHydration} |`
  );
}

/** The slowest tap by its median, and the slowest single run of any tap, hydrated and before hydration. */
function worst(figures: readonly TapFigures[]): string {
  const medians = figures.map((tap) => ({ tap, value: median(tap.hydrated.map((result) => result.paintedMs)) })).sort((a, b) => b.value - a.value);
  const runs = figures.flatMap((tap) => tap.hydrated.map((result) => ({ tap, value: result.paintedMs }))).sort((a, b) => b.value - a.value);
  const early = figures.flatMap((tap) => (tap.early?.results ?? []).map((result) => ({ tap, value: result.paintedMs }))).sort((a, b) => b.value - a.value);
  const name = (entry: { tap: TapFigures; value: number } | undefined) =>
    entry === undefined ? '–' : `${String(Math.round(entry.value))} ms (${entry.tap.funnel}, ${entry.tap.label})`;
  return `Worst tap by its median: ${name(medians[0])}; slowest single run: ${name(runs[0])}; slowest before hydration: ${name(early[0])}.`;
}

/**
 * `npm run bench -- tap`: how long a funnel takes to show its next step after a tap, on Lighthouse's slow 4G
 * (its DevTools throttling values) with the CPU slowed 4×, against a build served as a static host would.
 * Every funnel is walked from its landing step to its end, the walk read from its machine (bench/tapWalk.ts:
 * on each step the first event that leads to a step not yet shown, a question answered with its first
 * option and its branches decided by the machine), each tap done as a visitor does it (bench/tapControl.ts),
 * and for each tap it records, frame by frame, what the address and the h1 were
 * (tests/e2e/support/frames.ts). Each run is a fresh browser context, so a first visit. Reported per tap,
 * as the median of the runs (lowest–highest):
 *
 * - tap → next step painted: from the click to the end of the first frame that showed the next
 *   step's h1, minus the funnel's own delay when the event goes through *Submitting...* (a hydrated page);
 * - first response: the Event Timing duration of the click (to the next paint, whatever it showed);
 * - in how many runs a frame showed one step's address with the other step's h1;
 * - the same tap on the landing step before the page has hydrated (a plain link or form: a new document).
 *
 * The build is measured as it is on disk: run `npm run build` (or `npm run build -- --outDir <dir>`) first.
 * Exit codes: 0 measured, 2 the bench could not run (an option it refuses in one sentence, a timeout).
 */
export async function tapToPaint(options: TapOptions, { progress }: BenchContext): Promise<number> {
  // The portfolio's funnels, as its build has them: a funnel a client's site claims is not in dist/.
  const project = loadProjectData(path.resolve('.'));
  if (project.errors.length > 0) throw new Error(`the project does not validate:\n${project.errors.join('\n')}`);
  const funnels = funnelsNamed(project.funnels, options.funnels);
  const loadAtStart = loadavg()[0] ?? 0;
  const indexAtStart = await measureBenchmarkIndex();
  const host = await startStaticHost(options.dir);
  const browser = await chromium.launch(chromeLaunchOptions('full'));
  const figures: TapFigures[] = [];
  try {
    for (const funnel of funnels) figures.push(...(await walkFunnel(browser, host.origin, funnel, options, progress)));
  } finally {
    await browser.close();
    await host.stop();
  }
  const indexAtEnd = await measureBenchmarkIndex();
  console.log(
    `Tap → next step painted, ms, median of ${String(options.runs)} (lowest–highest); slow 4G (Lighthouse's DevTools values: ${String(slow4G.requestLatencyMs)} ms latency, ` +
      `${String(Math.round(slow4G.downloadThroughputKbps))} Kbps down, ${String(slow4G.uploadThroughputKbps)} Kbps up), CPU ${String(options.cpu)}× slower; ${options.dir}; ` +
      `${new Date().toISOString()}; benchmarkIndex ${String(Math.round(indexAtStart))} before, ${String(Math.round(indexAtEnd))} after; ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end\n`,
  );
  console.log('| Funnel | Tap | Tap → next step painted | First response (Event Timing) | Runs with a frame address ≠ screen | Busy shown | Before hydration |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const tap of figures) console.log(row(tap));
  console.log(`\n${worst(figures)}`);
  return 0;
}
