import type { ComponentType, ReactNode } from 'react';
import { lazyValue } from './lazyValue.ts';

export { preloadAllLazy, preloadLazy } from './lazyValue.ts';

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** The module's path from the project root, as Vite's build manifest names it. */
  readonly id: string;
  preload(): Promise<ComponentType<P>>;
  /** Whether the module has arrived, so rendering the component would not suspend. */
  isLoaded(): boolean;
}

/** A code-split component that renders synchronously once its module has loaded (see lazyValue). */
export function lazyComponent<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const value = lazyValue(id, load);
  function Lazy(props: P) {
    const Component = value.useValue();
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${id})`;
  return Object.assign(Lazy, { id, preload: value.preload, isLoaded: value.isLoaded });
}
