// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptsBlocking, scriptTasks, type TraceEvent } from '../../bench/scriptTasks.ts';

const origin = 'http://127.0.0.1:4000';
const page = { pid: 1, tid: 10 };
const other = { pid: 2, tid: 20 };

function task(at: number, cpuMs: number, wallMs = cpuMs, where = page): TraceEvent {
  return { name: 'RunTask', ph: 'X', ...where, ts: at * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

function inTask(name: string, at: number, args: Record<string, unknown> = {}, where = page, cpuMs = 0.5): TraceEvent {
  return { name, ph: 'X', ...where, ts: at * 1000 + 1, dur: cpuMs * 1000, tdur: cpuMs * 1000, args };
}

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...page, ts: 0, args: { name: 'CrRendererMain' } },
  task(0, 3),
  inTask('ParseHTML', 0, { beginData: { url: `${origin}/funnels/travel` } }),
  // Layout alone: no script of the site's.
  task(10, 20),
  inTask('Layout', 10),
  // A module evaluated, named by the script entry Chromium traced a moment before its task.
  { name: 'AnimationFrame::Script::Execute', ph: 'b', ...page, ts: 39_000, args: { animation_frame_script_timing_info: { invoker_type: 'MODULE_SCRIPT', source_location_url: `${origin}/assets/client-abc.js` } } },
  task(40, 18, 30),
  inTask('v8.evaluateModule', 40, {}, page, 17),
  // A call made while the module evaluates counts once, within the evaluation.
  inTask('FunctionCall', 41, { data: { functionName: 'init', url: `${origin}/assets/client-abc.js` } }, page, 5),
  // The load event's task: the page's own layout, with a moment of the site's script.
  task(70, 20),
  inTask('Layout', 70, {}, page, 19),
  inTask('FunctionCall', 89, { data: { functionName: 'afterLoad', url: `${origin}/assets/index-abc.js` } }),
  // A callback of the site's, and one of another origin's script.
  task(100, 9),
  inTask('FunctionCall', 100, { data: { functionName: 'x', url: `${origin}/assets/client-abc.js` } }),
  task(200, 40),
  inTask('FunctionCall', 200, { data: { functionName: 'track', url: 'https://elsewhere.example/t.js' } }),
  // The same on a renderer that did not parse the page.
  { name: 'thread_name', ph: 'M', ...other, ts: 0, args: { name: 'CrRendererMain' } },
  task(50, 90, 90, other),
  inTask('v8.evaluateModule', 50, {}, other),
];

describe('scriptTasks', () => {
  it('lists the tasks of the page’s main thread that ran its own script, with their CPU time and what they ran', () => {
    expect(scriptTasks(trace, origin)).toEqual([
      { startMs: 40, cpuMs: 18, scriptMs: 17, what: `evaluates /assets/client-abc.js` },
      { startMs: 70, cpuMs: 20, scriptMs: 0.5, what: 'afterLoad in /assets/index-abc.js' },
      { startMs: 100, cpuMs: 9, scriptMs: 0.5, what: 'x in /assets/client-abc.js' },
    ]);
  });

  it('says so when no thread parsed a page of the origin', () => {
    expect(() => scriptTasks(trace, 'http://127.0.0.1:5000')).toThrow('no thread that parsed a page from http://127.0.0.1:5000');
  });
});

describe('scriptsBlocking', () => {
  const [evaluation, loadEvent, call] = scriptTasks(trace, origin);
  if (evaluation === undefined || loadEvent === undefined || call === undefined) throw new Error('the trace has three script tasks');

  it('counts a task that is mostly script as Lighthouse would, its CPU time scaled less 50 ms', () => {
    // 18 ms, 17 of them script: 72 − 50 = 22 at 4×, where 1 ms without the script blocks for nothing.
    expect(scriptsBlocking(4, [evaluation])).toBeCloseTo(22);
    expect(scriptsBlocking(6, [evaluation])).toBeCloseTo(58);
  });

  it('gives the scripts only their part of a long task of the page’s own', () => {
    // 20 ms of which 0.5 script: 30 ms at 4× with it, 28 without.
    expect(scriptsBlocking(4, [loadEvent])).toBeCloseTo(2);
  });

  it('counts nothing for a task under 50 ms once scaled', () => {
    // 9 ms, 0.5 of them script: 36 ms at 4×; at 6×, 54 ms with the script and 51 without.
    expect(scriptsBlocking(4, [call])).toBe(0);
    expect(scriptsBlocking(6, [call])).toBeCloseTo(3);
  });
});
