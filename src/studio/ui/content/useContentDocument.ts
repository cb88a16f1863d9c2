import { useEffect, useState, useSyncExternalStore } from 'react';
import { onContentChanged } from '../../api/contentCalls.ts';
import { FunnelDocument, type DocumentState } from '../funnelDocument.ts';
import { contentClient } from './contentClient.ts';

/** content/<id>.json as the studio edits it: the funnels' document (check, write, undo), told of every change on disk. */
export function useContentDocument(id: string): [FunnelDocument<unknown>, DocumentState<unknown>] {
  const [document] = useState(() => new FunnelDocument<unknown>(id, contentClient));
  const state = useSyncExternalStore(document.subscribe, document.getState);
  useEffect(() => {
    void document.load();
    const stop = onContentChanged((change) => {
      if (change.id === id) void document.changedOnDisk(change.version);
    });
    return () => {
      stop();
    };
  }, [document, id]);
  useEffect(() => () => { document.dispose(); }, [document]);
  return [document, state];
}
