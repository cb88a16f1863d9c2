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
  readonly cpuMs: number;
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
  const call = inside.find((event) => event.name === 'FunctionCall' || event.name === 'EvaluateScript');
  const data = record(record(call?.args).data);
  if (call !== undefined) return `${text(data.functionName) || '(anonymous)'} in ${fileOf(text(data.url), origin)}`;
  // Chromium names the module only when it traces the evaluation as a script entry of a long animation frame.
  return 'evaluates a module';
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
    const runsScript = inside.some((event) => {
      if (event.ts < task.ts) return false;
      if (!SCRIPT_EVENTS.has(event.name)) return false;
      // A module has no address in its evaluation event; a page of this site evaluates only its own.
      return event.name === 'v8.evaluateModule' || text(record(record(event.args).data).url).startsWith(origin);
    });
    if (!runsScript) continue;
    found.push({ startMs: (task.ts - first) / 1000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1000, what: describe(inside, origin) });
  }
  return found;
}
