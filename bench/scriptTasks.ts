/** One event of a Chromium trace, as much of it as bench/longTasks.ts reads. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  /** Wall time, µs (complete events only). */
  readonly dur?: number;
  /** Thread (CPU) time, µs. */
  readonly tdur?: number;
  readonly args?: Record<string, unknown>;
}

/** A main-thread task that ran the site's script. */
export interface ScriptTask {
  /** Since the first task of the page's main thread. */
  readonly startMs: number;
  /** The whole task's CPU time, what Lighthouse's simulation scales. */
  readonly cpuMs: number;
  /** Of that, the CPU time spent in the site's script (its module evaluations and calls). */
  readonly scriptMs: number;
  /** What it ran: the module it evaluated or the callback it called, with its file. */
  readonly what: string;
}

const SCRIPT_EVENTS = new Set(['v8.evaluateModule', 'FunctionCall', 'EvaluateScript']);
const ENTRY_LEAD_US = 5_000;

interface ScriptTiming {
  readonly invoker_type?: string;
  readonly class_like_name?: string;
  readonly property_like_name?: string;
  readonly source_location_function_name?: string;
  readonly source_location_url?: string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The page's renderer main thread: the one that parsed the page's HTML (another renderer may hold a browser page). */
function mainThread(events: readonly TraceEvent[], origin: string): { pid: number; tid: number } | undefined {
  const parse = events.find((event) => event.name === 'ParseHTML' && text(record(record(event.args).beginData).url).startsWith(origin));
  return parse === undefined ? undefined : { pid: parse.pid, tid: parse.tid };
}

function fileOf(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) : url;
}

/** In words, from the long-animation-frame script entry Chromium traces, else from the script event itself. */
function describe(inside: readonly TraceEvent[], origin: string): string {
  const timing = inside
    .filter((event) => event.name === 'AnimationFrame::Script::Execute')
    .map((event) => record(record(event.args).animation_frame_script_timing_info) as ScriptTiming)
    .find((info) => text(info.source_location_url).startsWith(origin));
  if (timing !== undefined) {
    const file = fileOf(text(timing.source_location_url), origin);
    if (timing.invoker_type === 'MODULE_SCRIPT' || timing.invoker_type === 'CLASSIC_SCRIPT') return `evaluates ${file}`;
    const invoker = [text(timing.class_like_name), text(timing.property_like_name)].filter((part) => part !== '').join('.');
    const fn = text(timing.source_location_function_name);
    return `${invoker === '' ? text(timing.invoker_type).toLowerCase() : invoker} → ${fn === '' ? '(anonymous)' : fn} in ${file}`;
  }
  const call = inside.find((event) => (event.name === 'FunctionCall' || event.name === 'EvaluateScript') && isSites(event, origin));
  const data = record(record(call?.args).data);
  if (call !== undefined) return `${text(data.functionName) || '(anonymous)'} in ${fileOf(text(data.url), origin)}`;
  // Chromium names the module only when it traces the evaluation as a script entry of a long animation frame.
  return 'evaluates a module';
}

/** A module evaluated (a page of this site evaluates only its own: the event carries no address), or a script or callback of the site's. */
function isSites(event: TraceEvent, origin: string): boolean {
  if (!SCRIPT_EVENTS.has(event.name)) return false;
  return event.name === 'v8.evaluateModule' || text(record(record(event.args).data).url).startsWith(origin);
}

/** CPU time in the site's script: its outermost script events, so that a call inside an evaluation counts once. */
function scriptTime(inside: readonly TraceEvent[], origin: string): number {
  const own = inside.filter((event) => event.ph === 'X' && isSites(event, origin));
  const outermost = own.filter((event) => !own.some((outer) => outer !== event && outer.ts <= event.ts && outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0)));
  return outermost.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000;
}

/**
 * The tasks of the page's main thread that ran the site's own script (from `origin`): a module evaluated,
 * a script run, a callback of the site's called. Others (parsing HTML, style, layout, paint, images) are
 * what no script change removes, and are left out.
 */
export function scriptTasks(events: readonly TraceEvent[], origin: string): ScriptTask[] {
  const main = mainThread(events, origin);
  if (main === undefined) throw new Error(`The trace has no thread that parsed a page from ${origin}`);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined);
  const first = tasks[0]?.ts ?? 0;
  const found: ScriptTask[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // The script entry of a module's evaluation can be traced a moment before the task that runs it.
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts - ENTRY_LEAD_US && event.ts <= end);
    const scriptMs = scriptTime(inside.filter((event) => event.ts >= task.ts), origin);
    if (scriptMs === 0) continue;
    found.push({ startMs: (task.ts - first) / 1000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1000, scriptMs, what: describe(inside, origin) });
  }
  return found;
}

/**
 * Blocking time the scripts add at this slowdown: for each task, what Lighthouse's simulation counts of it
 * (its CPU time scaled, less 50 ms) less what it would count of the same task without its script. A task
 * that is mostly script counts whole; a long task of the page's own (a load event's layout) in which a
 * script runs for a moment adds next to nothing, as in the bench's run with the scripts blocked.
 */
export function scriptsBlocking(slowdown: number, tasks: readonly ScriptTask[]): number {
  const blocking = (ms: number) => Math.max(0, slowdown * ms - 50);
  return tasks.reduce((sum, task) => sum + blocking(task.cpuMs) - blocking(task.cpuMs - task.scriptMs), 0);
}
