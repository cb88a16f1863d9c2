import { createContext, useContext } from 'react';
import type { FunnelEntry } from './funnelRegistry.ts';

/** The funnel being shown and its machine, for blocks that link to its steps. */
export const FunnelEntryContext = createContext<FunnelEntry | null>(null);

export function useFunnelEntry(): FunnelEntry {
  const entry = useContext(FunnelEntryContext);
  if (entry === null) throw new Error('This block links to funnel steps, so it can only be rendered on a funnel step');
  return entry;
}
