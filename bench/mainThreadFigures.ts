import type { TraceEvent } from './scriptTasks.ts';

export type { TraceEvent };

/** What one page load cost the renderer's main thread, in ms of wall time, from a trace of a visitor's browser. */
export interface MainThreadFigures {
  /** Every task the main thread ran. */
  readonly mainMs: number;
  /** V8 compiling functions on it (lazily, the first time each runs). */
  readonly compileMs: number;
  /** Modules evaluated on it (their top level, and what it called). */
  readonly evaluateMs: number;
  /** Scripts parsed and compiled on background threads while they streamed in. */
  readonly backgroundCompileMs: number;
  /** The longest task that started after the first contentful paint. */
  readonly longestMs: number;
  /** What the tasks after the first contentful paint would block with the CPU N times slower: N·t − 50 ms each. */
  readonly blockingAt4: number;
  readonly blockingAt6: number;
}

const TASK = 'ThreadControllerImpl::RunTask';
const STREAMING = 'BackgroundJSStreamManager::RunScriptStreamingTask';

/** Complete events of one name, those nested in another of the same name left out (their time is in it already). */
function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const kept: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts < end) continue;
    kept.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return kept;
}

const ms = (events: readonly TraceEvent[]) => events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;

/**
 * Reads a trace of one page load. The page's main thread is the renderer main thread (`CrRendererMain`) that
 * recorded the page's first contentful paint; its tasks are its outermost `ThreadControllerImpl::RunTask`s.
 */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (paint === undefined) throw new Error('the trace has no first contentful paint: the page did not load in time');
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X';
  const named = (name: string) => events.filter((event) => event.name === name && onMain(event));
  const tasks = outermost(named(TASK));
  const late = tasks.filter((task) => task.ts >= paint.ts).map((task) => (task.dur ?? 0) / 1000);
  const blocking = (slowdown: number) => late.reduce((sum, taskMs) => sum + Math.max(0, slowdown * taskMs - 50), 0);
  const background = events.filter((event) => event.name === STREAMING && event.ph === 'X' && event.pid === paint.pid && event.tid !== paint.tid);
  return {
    mainMs: ms(tasks),
    compileMs: ms(outermost(named('V8.CompileCode'))),
    evaluateMs: ms(outermost(named('v8.evaluateModule'))),
    backgroundCompileMs: ms(background),
    longestMs: Math.max(0, ...late),
    blockingAt4: blocking(4),
    blockingAt6: blocking(6),
  };
}
