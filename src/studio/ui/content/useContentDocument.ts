import { onContentChanged } from '../../api/contentCalls.ts';
import type { FunnelDocument, DocumentState } from '../funnelDocument.ts';
import { useStudioDocument, type WatchFiles } from '../useStudioDocument.ts';
import { contentClient } from './contentClient.ts';

const watchContent: WatchFiles = (changed) => onContentChanged((change) => { changed(change.id, change.version); });

/** content/<id>.json as the studio edits it: the funnels' document (check, write, undo), told of every change on disk. */
export function useContentDocument(id: string): [FunnelDocument<unknown>, DocumentState<unknown>] {
  return useStudioDocument<unknown>(id, contentClient, watchContent);
}
