/**
 * `npm run bench:tap`: how long a funnel takes to show its next step after a tap, on Lighthouse's slow 4G
 * (its DevTools throttling values) with the CPU slowed 4×, against a build served as a static host would.
 * For every funnel it walks the first path from the landing step (each step's first event that leads to
 * another step: a link tapped, or a form filled and its button tapped), and for each tap records, frame by
 * frame, what the address and the h1 were (tests/e2e/support/frames.ts). Each run is a fresh browser context, so a
 * first visit. Reported per tap, as the median of the runs (lowest–highest):
 *
 * - tap → next step painted: from the click to the end of the first frame that showed the next
 *   step's h1, minus the funnel's own delay when the event goes through *Submitting...* (a hydrated page);
 * - first response: the Event Timing duration of the click (to the next paint, whatever it showed);
 * - in how many runs a frame showed one step's address with the other step's h1;
 * - the same tap on the landing step before the page has hydrated (a plain link or form: a new document).
 *
 * Usage: npm run bench:tap -- [--dir dist] [--runs 5] [--cpu 4] [--funnels skincare,travel]
 * The build is measured as it is on disk: run `npm run build` (or `npm run build -- --outDir <dir>`) first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Funnel } from '../schemas/funnel.ts';
import { loadFunnels } from '../src/config/load/loadFunnels.ts';
import { createFunnelMachine } from '../src/engine/createFunnelMachine.ts';
import { eventTargetStep } from '../src/engine/eventTargetStep.ts';
import { normalizeTransition } from '../src/engine/normalizeTransition.ts';
import { stepUrl } from '../src/engine/stepRoutes.ts';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import { stepOf } from '../tests/e2e/support/model.ts';
import { disagreeingFrames, recorderScript, TAP_KEY, type PageRecord } from '../tests/e2e/support/frames.ts';
import { fillForm, formOf, stepHeading } from '../tests/e2e/support/walk.ts';
import { median } from './median.ts';
import { startStaticHost } from './staticHost.ts';

interface Tap {
  readonly from: string;
  readonly to: string;
  readonly event: string;
  /** The funnel's own wait (Submitting...) between the tap and the step, in ms; 0 for none. */
  readonly delayMs: number;
}

interface TapResult {
  readonly paintedMs: number;
  readonly firstResponseMs: number | undefined;
  readonly mismatchedFrames: number;
  /** The page showed its busy state between the tap and the next step. */
  readonly busy: boolean;
}

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    funnels: { type: 'string' },
  },
});
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);
if (!Number.isInteger(runs) || runs < 1 || !(cpuRate >= 1)) throw new Error('--runs takes a whole number above 0 and --cpu a rate of 1 or more');
const slow4G = throttling.mobileSlow4G;
const TIMEOUT_MS = 30_000;
const QUIET_MS = 1_000;

/** The first path from the landing step: at each step, the first event that leads to another step. */
function tapsOf(funnel: Funnel): Tap[] {
  const machine = createFunnelMachine(funnel);
  const taps: Tap[] = [];
  let from = funnel.landing;
  while (taps.length < Object.keys(funnel.steps).length) {
    const step = funnel.steps[from];
    const event = Object.keys(step?.on ?? {}).find((candidate) => eventTargetStep(machine, from, candidate) !== undefined);
    const to = event === undefined ? undefined : eventTargetStep(machine, from, event);
    if (step === undefined || event === undefined || to === undefined) break;
    const raw = step.on[event];
    const delay = raw === undefined ? undefined : normalizeTransition(raw).delay;
    taps.push({ from, to, event, delayMs: delay === undefined ? 0 : (funnel.delays[delay] ?? 0) });
    from = to;
  }
  return taps;
}

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript({ content: recorderScript() });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Lighthouse's own values for slow 4G when the browser throttles (its "devtools" method).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** Taps the control that sends `tap.event` on its step: the link to the next step, or the form's button once filled. */
async function tapControl(page: Page, funnel: Funnel, tap: Tap): Promise<void> {
  const step = funnel.steps[tap.from];
  const form = step?.blocks.find((block) => block.type === 'form' && block.event === tap.event);
  let control = page.locator(`main a[href="${stepUrl(funnel, tap.to)}"]`).first();
  if (form?.type === 'form') {
    await fillForm(page, form);
    control = formOf(page, form).getByRole('button', { name: form.submitLabel, exact: true });
  }
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (box === null) throw new Error(`${funnel.slug}/${tap.from}: the control for ${tap.event} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits for the next step's h1 to be painted in whichever document shows it, then reads the frames since the tap. */
async function measure(page: Page, funnel: Funnel, tap: Tap, document: 'same' | 'new'): Promise<TapResult> {
  const heading = stepHeading(stepOf(funnel, tap.to));
  const target = stepUrl(funnel, tap.to);
  await page.waitForFunction(
    (wanted) => window.frameLog?.frames.some((frame) => frame.heading === wanted && frame.paintedAt > 0) === true,
    heading,
    { timeout: TIMEOUT_MS },
  );
  const { record, tapAt } = await page.evaluate((key) => ({ record: window.frameLog as PageRecord, tapAt: Number(sessionStorage.getItem(key)) }), TAP_KEY);
  const after = record.frames.filter((frame) => frame.paintedAt >= tapAt);
  const shown = after.find((frame) => frame.heading === heading) ?? record.frames.find((frame) => frame.heading === heading);
  if (shown === undefined || !(tapAt > 0)) throw new Error(`${funnel.slug}: no tap time or painted frame recorded`);
  const mismatchedFrames = disagreeingFrames(
    after,
    { path: stepUrl(funnel, tap.from), heading: stepHeading(stepOf(funnel, tap.from)) },
    { path: target, heading },
  ).length;
  const click = record.clicks.find((entry) => entry.startAt >= tapAt - 1);
  return {
    // A plain form submit goes straight to the next step's page: no Submitting... to wait out.
    paintedMs: shown.paintedAt - tapAt - (document === 'same' ? tap.delayMs : 0),
    firstResponseMs: click?.duration,
    mismatchedFrames,
    busy: after.some((frame) => frame.busy),
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
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')), null, {
    timeout: TIMEOUT_MS,
  });
  const deadline = Date.now() + TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) throw new Error('the network never went quiet');
    if (openRequests() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

function summary(values: readonly number[]): string {
  if (values.length === 0) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(median(sorted))} (${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)})`;
}

async function main(): Promise<void> {
  const { data, errors } = loadFunnels(path.resolve('funnels'), 'funnels');
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const wanted = values.funnels?.split(',');
  const funnels = data.filter((funnel) => wanted === undefined || wanted.includes(funnel.slug));
  const host = await startStaticHost(values.dir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const rows: string[] = [];
  try {
    for (const funnel of funnels) {
      const taps = tapsOf(funnel).slice(0, 2);
      const hydratedResults = taps.map((): TapResult[] => []);
      const early: TapResult[] = [];
      let earlyHydrated = 0;
      for (let run = 1; run <= runs; run += 1) {
        const page = await openPage(browser);
        const openRequests = trackRequests(page);
        await page.goto(`${host.origin}${stepUrl(funnel, funnel.landing)}`);
        for (const [index, tap] of taps.entries()) {
          await hydratedAndQuiet(page, openRequests);
          await tapControl(page, funnel, tap);
          const result = await measure(page, funnel, tap, 'same');
          hydratedResults[index]?.push(result);
          console.error(`${funnel.slug} run ${run}: ${tap.from} → ${tap.to} ${Math.round(result.paintedMs)} ms`);
        }
        await page.context().close();

        const first = taps[0];
        if (first === undefined) continue;
        const cold = await openPage(browser);
        await cold.goto(`${host.origin}${stepUrl(funnel, funnel.landing)}`, { waitUntil: 'load' });
        if (await hydrated(cold)) earlyHydrated += 1;
        await tapControl(cold, funnel, first);
        const result = await measure(cold, funnel, first, 'new');
        early.push(result);
        console.error(`${funnel.slug} run ${run}: ${first.from} → ${first.to} before hydration ${Math.round(result.paintedMs)} ms`);
        await cold.context().close();
      }
      for (const [index, tap] of taps.entries()) {
        const results = hydratedResults[index] ?? [];
        const responses = results.flatMap((result) => (result.firstResponseMs === undefined ? [] : [result.firstResponseMs]));
        const beforeHydration = index === 0 ? `${summary(early.map((result) => result.paintedMs))}${earlyHydrated > 0 ? ` (${earlyHydrated} hydrated first)` : ''}` : '';
        rows.push(
          `| ${funnel.slug} | ${tap.from} → ${tap.to}${tap.delayMs > 0 ? ` (+${tap.delayMs} ms delay)` : ''} | ${summary(results.map((result) => result.paintedMs))} | ` +
            `${responses.length < results.length ? `<16 in ${results.length - responses.length}, ` : ''}${summary(responses)} | ` +
            `${results.filter((result) => result.mismatchedFrames > 0).length} of ${results.length} | ${results.filter((result) => result.busy).length} of ${results.length} | ${beforeHydration} |`,
        );
      }
    }
  } finally {
    await browser.close();
    await host.stop();
  }
  console.log(`Tap → next step painted, ms, median of ${runs} (lowest–highest); slow 4G (Lighthouse's DevTools values: ${slow4G.requestLatencyMs} ms latency, ` +
    `${Math.round(slow4G.downloadThroughputKbps)} Kbps down, ${slow4G.uploadThroughputKbps} Kbps up), CPU ${cpuRate}× slower; ${values.dir}\n`);
  console.log('| Funnel | Tap | Tap → next step painted | First response (Event Timing) | Runs with a frame address ≠ screen | Busy shown | Before hydration |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
