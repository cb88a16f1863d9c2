import { use, useContext, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { LazyUsageContext } from './LazyUsageContext.ts';

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** The module's path from the project root, as Vite's build manifest names it. */
  readonly id: string;
  preload(): Promise<ComponentType<P>>;
}

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * A code-split component. Unlike React.lazy it renders synchronously once its
 * module has loaded, so the client can load a prerendered page's modules
 * first and then hydrate without a single suspended boundary (a suspended
 * boundary would leave server HTML un-hydrated for a frame, or flash a
 * fallback on the first client render).
 */
/**
 * A promise that says it has settled. React's `use` reads `status` and, for a
 * fulfilled one, returns `value` without suspending; so a component can call
 * `use` on every render (hooks must not be conditional) and still render
 * synchronously when its module was loaded before hydration.
 */
type SettledPromise<T> = Promise<T> & ReactPromise<T>;

export function lazyComponent<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: SettledPromise<ComponentType<P>> | undefined;
  const preload = (): SettledPromise<ComponentType<P>> => {
    if (pending !== undefined) return pending;
    const promise: SettledPromise<ComponentType<P>> = load().then(
      (component) => {
        Reflect.set(promise, 'value', component);
        Reflect.set(promise, 'status', 'fulfilled');
        return component;
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

  function Lazy(props: P) {
    useContext(LazyUsageContext)?.add(id);
    const Component = use(preload());
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${id})`;
  preloaders.set(id, preload);
  return Object.assign(Lazy, { id, preload });
}

/**
 * Loads the named modules. Some are only registered once another has loaded
 * (the block table lives in the page chunk), so this loads in rounds; the
 * files themselves were already fetched in parallel by <link rel=modulepreload>.
 */
export async function preloadLazy(ids: readonly string[]): Promise<void> {
  let waiting = [...ids];
  while (waiting.length > 0) {
    const ready = waiting.filter((id) => preloaders.has(id));
    if (ready.length === 0) throw new Error(`No lazy component is registered as "${waiting.join('", "')}"`);
    waiting = waiting.filter((id) => !preloaders.has(id));
    await Promise.all(ready.map((id) => preloaders.get(id)?.() ?? Promise.resolve()));
  }
}

/** Loads every lazy module: the prerender and the unit tests render without suspending. */
export async function preloadAllLazy(): Promise<void> {
  await preloadLazy([...preloaders.keys()]);
}
