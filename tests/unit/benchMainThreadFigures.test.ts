import { describe, expect, it } from 'vitest';
import { mainThreadFigures } from '../../bench/mainThreadFigures.ts';
import type { TraceEvent } from '../../bench/scriptTasks.ts';

const MAIN = { pid: 7, tid: 1 };
const WORKER = { pid: 7, tid: 9 };
const OTHER_RENDERER = { pid: 8, tid: 1 };

/** A complete event: start and length in ms, as the trace gives them in µs. */
function at(name: string, startMs: number, lengthMs: number, thread = MAIN): TraceEvent {
  return { name, ph: 'X', ...thread, ts: startMs * 1000, dur: lengthMs * 1000 };
}

const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 100_000 };

describe('mainThreadFigures', () => {
  it('counts only the tasks after the first paint as blocking, each as Lighthouse scales it', () => {
    const figures = mainThreadFigures([
      paint,
      at('ThreadControllerImpl::RunTask', 10, 40), // before the paint: on the main thread, never blocking
      at('ThreadControllerImpl::RunTask', 200, 20), // 4×: 30 ms over 50; 6×: 70
      at('ThreadControllerImpl::RunTask', 300, 10), // 4×: under 50; 6×: 10
    ]);
    expect(figures.mainMs).toBe(70);
    expect(figures.blockingAt4).toBe(30);
    expect(figures.blockingAt6).toBe(80);
    expect(figures.longestMs).toBe(20);
  });

  it('counts a task nested in another once, and compiles and evaluations by their outermost event', () => {
    const figures = mainThreadFigures([
      paint,
      at('ThreadControllerImpl::RunTask', 200, 30),
      at('ThreadControllerImpl::RunTask', 205, 10),
      at('v8.evaluateModule', 201, 20),
      at('V8.CompileCode', 202, 6),
      at('V8.CompileCode', 203, 2),
      at('V8.CompileCode', 220, 3),
    ]);
    expect(figures.mainMs).toBe(30);
    expect(figures.evaluateMs).toBe(20);
    expect(figures.compileMs).toBe(9);
  });

  it('reads the renderer that painted, and its own background threads for what streamed', () => {
    const figures = mainThreadFigures([
      paint,
      at('ThreadControllerImpl::RunTask', 200, 80, OTHER_RENDERER),
      at('V8.CompileCode', 210, 50, OTHER_RENDERER),
      at('BackgroundJSStreamManager::RunScriptStreamingTask', 50, 120, WORKER),
      at('BackgroundJSStreamManager::RunScriptStreamingTask', 60, 999, { pid: 8, tid: 9 }),
    ]);
    expect(figures).toMatchObject({ mainMs: 0, compileMs: 0, backgroundCompileMs: 120, blockingAt4: 0 });
  });

  it('refuses a trace in which the page never painted', () => {
    expect(() => mainThreadFigures([at('ThreadControllerImpl::RunTask', 10, 40)])).toThrow(/no first contentful paint/);
  });
});
