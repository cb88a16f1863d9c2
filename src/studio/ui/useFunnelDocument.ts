import { useEffect, useState, useSyncExternalStore } from 'react';
import { FunnelDocument, type DocumentState } from './funnelDocument.ts';
import { onFunnelChanged } from '../api/studioApi.ts';
import { documentClient } from './studioClient.ts';

/** The funnel file `slug` as the studio edits it, loaded once and told of every change on disk. */
export function useFunnelDocument(slug: string): [FunnelDocument, DocumentState] {
  const [document] = useState(() => new FunnelDocument(slug, documentClient));
  const state = useSyncExternalStore(document.subscribe, document.getState);
  useEffect(() => {
    void document.load();
    const stop = onFunnelChanged((change) => {
      if (change.slug === slug) void document.changedOnDisk(change.version);
    });
    return () => {
      stop();
    };
  }, [document, slug]);
  useEffect(() => () => { document.dispose(); }, [document]);
  return [document, state];
}
