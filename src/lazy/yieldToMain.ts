interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can handle a tap, a key or a paint
 * before the rest of a long piece of work. With `scheduler.yield` (Chromium
 * 129+, Firefox 142+) the rest runs ahead of other queued tasks, so yielding
 * costs the work no place in the queue; elsewhere a zero-delay timeout, which
 * queues it behind them.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
