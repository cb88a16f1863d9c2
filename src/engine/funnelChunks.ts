import loaders from 'virtual:funnel-loaders';
import { lazyValue, type LazyValue } from '../lazy/lazyValue.ts';
import { createFunnelMachine } from './createFunnelMachine.ts';
import { funnelModuleId } from './funnelModuleId.ts';
import type { FunnelEntry } from './funnelRegistry.ts';


/**
 * Each funnel's definition in a chunk of its own, its machine built once when
 * that chunk arrives: a funnel page loads its own funnel, never the others.
 */
const chunks: ReadonlyMap<string, LazyValue<FunnelEntry>> = new Map(
  Object.entries(loaders).map(([slug, load]) => [
    slug,
    lazyValue(funnelModuleId(slug), () => load().then(({ default: funnel }) => ({ funnel, machine: createFunnelMachine(funnel) }))),
  ]),
);

/** The funnel with this slug, to read in a render with `useValue()`; undefined for an unknown slug. */
export function funnelChunk(slug: string): LazyValue<FunnelEntry> | undefined {
  return chunks.get(slug);
}
