/**
 * A frame-by-frame record of what a page showed, for the browser tests and the tap bench
 * (bench/tapToPaint.ts), installed in every document before its own scripts: one entry
 * per frame in which the address, the h1 or the busy mark changed (read in requestAnimationFrame, so what
 * that frame paints), with the time that frame finished painting; the moment of the last click (kept
 * in sessionStorage, so a tap that loads another document can still be timed from the new one); and the
 * Event Timing entries of clicks (how long until the next paint, whatever it showed).
 *
 * Times are epoch milliseconds (timeOrigin + the document's clock), comparable across documents.
 */
import type { Page } from '@playwright/test';
export interface FrameEntry {
  /** requestAnimationFrame of the frame that first showed this state. */
  readonly frameAt: number;
  /** A task queued from that frame runs once the frame is painted; 0 until it has run. */
  paintedAt: number;
  readonly path: string;
  readonly heading: string;
  readonly busy: boolean;
}

export interface PageRecord {
  readonly frames: FrameEntry[];
  readonly clicks: { readonly startAt: number; readonly duration: number }[];
}

export const TAP_KEY = 'frameLog.tapAt';

declare global {
  interface Window {
    frameLog?: PageRecord;
  }
}

/** Runs in the page (Playwright's addInitScript): no imports, nothing from this module's scope but its argument. */
export function recordFrames(tapKey: string): void {
  const origin = performance.timeOrigin;
  const record: PageRecord = { frames: [], clicks: [] };
  window.frameLog = record;
  addEventListener(
    'click',
    (event) => {
      sessionStorage.setItem(tapKey, String(origin + event.timeStamp));
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click') record.clicks.push({ startAt: origin + entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  let last = '';
  const frame = (time: number) => {
    const heading = document.querySelector('main h1')?.textContent.replace(/\s+/g, ' ').trim() ?? '';
    const busy = document.querySelector('main[aria-busy="true"]') !== null;
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const key = `${path}|${heading}|${String(busy)}`;
    if (key !== last) {
      last = key;
      const entry: FrameEntry = { frameAt: origin + time, paintedAt: 0, path, heading, busy };
      record.frames.push(entry);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        entry.paintedAt = origin + performance.now();
      };
      channel.port2.postMessage(null);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * The recorder as an init script. tsx compiles with esbuild's keepNames, which wraps named functions in a
 * `__name(…)` helper that exists only in Node: the page gets a no-op one.
 */
export function recorderScript(): string {
  return `var __name = (target) => target;\n(${recordFrames.toString()})(${JSON.stringify(TAP_KEY)});`;
}

/** The frames recorded so far in the page's current document. */
export async function recordedFrames(page: Page): Promise<FrameEntry[]> {
  return page.evaluate(() => window.frameLog?.frames ?? []);
}

/**
 * The frames, from those given, in which the address named one of two steps and the h1 was the other's: the
 * address gone ahead of the screen, or left behind by it.
 */
export function disagreeingFrames(
  frames: readonly FrameEntry[],
  from: { path: string; heading: string },
  to: { path: string; heading: string },
): FrameEntry[] {
  return frames.filter((frame) => (frame.path === to.path && frame.heading === from.heading) || (frame.path === from.path && frame.heading === to.heading));
}
