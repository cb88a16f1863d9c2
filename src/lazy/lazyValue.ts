import { use, useContext, type ReactPromise } from 'react';
import { LazyUsageContext } from './LazyUsageContext.ts';

/**
 * A promise that says it has settled. React's `use` reads `status` and, for a
 * fulfilled one, returns `value` without suspending; so a component can call
 * `use` on every render and still render synchronously when the module was
 * loaded before hydration.
 */
type SettledPromise<T> = Promise<T> & ReactPromise<T>;

export interface LazyValue<T> {
  /** The module's id: its path from the project root, as Vite's build manifest names it. */
  readonly id: string;
  readonly preload: () => Promise<T>;
  /** Whether the module has arrived, so a render reading it would not suspend. */
  readonly isLoaded: () => boolean;
  /** Inside a render: the value, suspending only if it has not loaded yet; records the id while prerendering. */
  readonly useValue: () => T;
}

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * A value from a code-split module (a component, a funnel's definition).
 * Unlike React.lazy it is read synchronously once loaded, so the client can
 * load a prerendered page's modules first and then hydrate without a single
 * suspended boundary (which would leave server HTML un-hydrated for a frame,
 * or flash a fallback on the first client render).
 */
export function lazyValue<T>(id: string, load: () => Promise<T>): LazyValue<T> {
  let pending: SettledPromise<T> | undefined;
  const preload = (): SettledPromise<T> => {
    if (pending !== undefined) return pending;
    const promise: SettledPromise<T> = load().then(
      (value) => {
        Reflect.set(promise, 'value', value);
        Reflect.set(promise, 'status', 'fulfilled');
        return value;
      },
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) may be retried on the next render.
        pending = undefined;
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  preloaders.set(id, preload);
  return {
    id,
    preload,
    isLoaded: () => pending?.status === 'fulfilled',
    useValue: () => {
      useContext(LazyUsageContext)?.add(id);
      return use(preload());
    },
  };
}

/**
 * Loads the named modules. Some are only registered once another has loaded
 * (the block table lives in the page chunk, a funnel's definition is named in
 * the funnel page's chunk), so this loads in rounds. With `between`, the
 * modules are loaded one after another and `between` is awaited after each
 * (a yield to the browser, so that each module is evaluated in a task of its
 * own rather than all of them in one long task); without it, all at once.
 */
export async function preloadLazy(ids: readonly string[], between?: () => Promise<void>): Promise<void> {
  let waiting = [...ids];
  while (waiting.length > 0) {
    const ready = waiting.filter((id) => preloaders.has(id));
    if (ready.length === 0) throw new Error(`No lazy module is registered as "${waiting.join('", "')}"`);
    waiting = waiting.filter((id) => !preloaders.has(id));
    if (between === undefined) {
      await Promise.all(ready.map((id) => preloaders.get(id)?.() ?? Promise.resolve()));
      continue;
    }
    for (const id of ready) {
      await preloaders.get(id)?.();
      await between();
    }
  }
}

/** Loads every lazy module, including those registered by the modules it loads: the prerender and unit tests render without suspending. */
export async function preloadAllLazy(): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const fresh = [...preloaders.keys()].filter((id) => !loaded.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) loaded.add(id);
    await preloadLazy(fresh);
  }
}
