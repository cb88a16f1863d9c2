import { onFunnelChanged } from '../api/studioApi.ts';
import type { FunnelDocument, DocumentState } from './funnelDocument.ts';
import { documentClient } from './studioClient.ts';
import { useStudioDocument, type WatchFiles } from './useStudioDocument.ts';

const watchFunnels: WatchFiles = (changed) => onFunnelChanged((change) => { changed(change.slug, change.version); });

/** The funnel file `slug` as the studio edits it, loaded once and told of every change on disk. */
export function useFunnelDocument(slug: string): [FunnelDocument, DocumentState] {
  return useStudioDocument(slug, documentClient, watchFunnels);
}
