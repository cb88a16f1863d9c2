/**
 * Things to stop before the bench exits, whichever way it exits: normally, on a crash or on Ctrl-C.
 * A Chromium or preview server left behind would hold a port and a CPU on a shared machine.
 */
export class Cleanup {
  private readonly tasks = new Set<() => Promise<void>>();

  /** Registers a task; the returned function runs it now and unregisters it. */
  add(task: () => Promise<void>): () => Promise<void> {
    this.tasks.add(task);
    return async () => {
      if (this.tasks.delete(task)) await task();
    };
  }

  /** Runs every registered task, newest first; a task that fails does not keep the others from running. */
  async runAll(): Promise<void> {
    const tasks = [...this.tasks].reverse();
    this.tasks.clear();
    for (const task of tasks) {
      try {
        await task();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
