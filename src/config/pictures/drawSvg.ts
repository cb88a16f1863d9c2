import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAW_BUDGET_MS, MAX_SVG_PIXELS } from './svgCostLimits.ts';
import type { DrawReply, DrawRequest } from './svgDrawMessages.ts';

export type DrawOutcome =
  /** Drawn within the budget, in this much CPU time. */
  | { kind: 'drawn'; width: number; height: number; ms: number }
  /** Past the budget: `stopped` when it was killed still drawing, at `ms`; otherwise it finished, in `ms`. */
  | { kind: 'over'; ms: number; stopped: boolean }
  /** librsvg could not draw it, or its process could not start. */
  | { kind: 'failed'; reason: string };

const CHILD = fileURLToPath(new URL('./svgDrawChild.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(CHILD), '../../..');

/**
 * The child reports its own CPU time, so a machine busy with other work does not refuse a drawing (a check beside
 * two test suites on this 2-core machine got 40% of a core); this is the wall-clock backstop for a child that
 * cannot report at all (starved, or stuck outside librsvg).
 */
const wallLimit = (budgetMs: number) => budgetMs * 5 + 10_000;
/** How long the child may take to start (tsx, sharp, and librsvg's fonts loaded): 0.67 s here, the machine nearly idle. */
const START_LIMIT_MS = 60_000;
/** How long the child waits, idle, for another picture: a check draws several in a row; the dev server, rarely. */
const IDLE_MS = 10_000;

interface Drawer {
  process: ChildProcess;
  ready: Promise<void>;
  idle?: NodeJS.Timeout;
}
let drawer: Drawer | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function stop(current: Drawer): void {
  clearTimeout(current.idle);
  if (drawer === current) drawer = undefined;
  current.process.kill('SIGKILL');
}

/** Lets this process exit while the child waits for work, as if it were not there. */
function hold(current: Drawer, held: boolean): void {
  const { process: child } = current;
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function start(): Drawer {
  // tsx runs the child's TypeScript, as it runs `npm run check` and the build; resolved from the project root.
  const child = fork(CHILD, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const current: Drawer = {
    process: child,
    ready: new Promise((resolve, reject) => {
      child.once('exit', (code, signal) => {
        reject(new Error(`the drawing process stopped as it started (${signal ?? `exit code ${String(code)}`})`));
      });
      child.once('error', reject);
      child.once('message', (reply: DrawReply) => {
        if ('ready' in reply) resolve();
      });
    }),
  };
  child.once('exit', () => {
    if (drawer === current) drawer = undefined;
  });
  return current;
}

async function draw(bytes: Buffer, budgetMs: number): Promise<DrawOutcome> {
  const current = (drawer ??= start());
  clearTimeout(current.idle);
  hold(current, true);
  let waited: NodeJS.Timeout | undefined;
  try {
    // A child that never says it is ready is given up, not awaited.
    await Promise.race([
      current.ready,
      new Promise((_, reject) => {
        waited = setTimeout(() => {
          reject(new Error(`the drawing process did not start within ${START_LIMIT_MS.toLocaleString('en')} ms`));
        }, START_LIMIT_MS);
      }),
    ]);
  } catch (error) {
    stop(current);
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(waited);
  }
  const { process: child } = current;
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (outcome: DrawOutcome, kill: boolean) => {
      clearTimeout(wall);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (kill) stop(current);
      else {
        hold(current, false);
        current.idle = setTimeout(() => {
          stop(current);
        }, IDLE_MS).unref();
      }
      resolve(outcome);
    };
    const onMessage = (reply: DrawReply) => {
      if (!('id' in reply) || reply.id !== id) return;
      if ('drawn' in reply) {
        const { width, height, ms } = reply.drawn;
        // Finished between two of the child's looks at its clock, past the budget all the same.
        finish(ms > budgetMs ? { kind: 'over', ms, stopped: false } : { kind: 'drawn', width, height, ms }, false);
      } else if ('stoppedAtMs' in reply) finish({ kind: 'over', ms: reply.stoppedAtMs, stopped: true }, true);
      else finish({ kind: 'failed', reason: reply.error }, false);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      finish({ kind: 'failed', reason: `librsvg’s process stopped while drawing it (${signal ?? `exit code ${String(code)}`})` }, true);
    };
    const wall = setTimeout(() => {
      finish({ kind: 'failed', reason: `its drawing neither finished nor reported its time in ${wallLimit(budgetMs).toLocaleString('en')} ms, and was stopped` }, true);
    }, wallLimit(budgetMs));
    child.on('message', onMessage);
    child.on('exit', onExit);
    const request: DrawRequest = { id, bytes, budgetMs, maxPixels: MAX_SVG_PIXELS };
    child.send(request);
  });
}

/**
 * Has librsvg draw an SVG once, at its own size, as the build draws its renditions, and says how much CPU time
 * that took; a drawing still going when `budgetMs` is spent is stopped there (its process killed), never
 * awaited. One drawing at a time, in one child process kept between drawings and closed when idle.
 */
export function drawSvg(bytes: Buffer, budgetMs = DRAW_BUDGET_MS): Promise<DrawOutcome> {
  const job = queue.then(() => draw(bytes, budgetMs));
  queue = job.catch(() => undefined);
  return job;
}

/**
 * Ends the drawing process once the drawings asked for are done, and waits until it has ended: a check of many
 * files is done with it, and its time is then the check's own (a process left to end by itself is not counted).
 */
export async function stopDrawing(): Promise<void> {
  await queue;
  const current = drawer;
  if (current === undefined) return;
  const ended = new Promise((resolve) => current.process.once('exit', resolve));
  // Held while it ends: an idle child is let go (unref), and this process would not wait for its exit.
  hold(current, true);
  stop(current);
  await ended;
}
