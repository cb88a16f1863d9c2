import { useEffect, useState, useSyncExternalStore } from 'react';
import { FunnelDocument, type DocumentClient, type DocumentState } from './funnelDocument.ts';

/** Calls `changed` with each studio file changed on disk, by its name and its version now (null once removed); returns how to stop. */
export type WatchFiles = (changed: (name: string, version: string | null) => void) => () => void;

/**
 * One file as the studio edits it (checked, written and undone by
 * FunnelDocument through `client`), loaded once and told of every change to
 * it on disk, so an edit made outside the studio is never written over blind.
 */
export function useStudioDocument<T>(name: string, client: DocumentClient<T>, watch: WatchFiles): [FunnelDocument<T>, DocumentState<T>] {
  const [document] = useState(() => new FunnelDocument<T>(name, client));
  const state = useSyncExternalStore(document.subscribe, document.getState);
  useEffect(() => {
    void document.load();
    return watch((changedName, version) => {
      if (changedName === name) void document.changedOnDisk(version);
    });
  }, [document, name, watch]);
  useEffect(() => () => { document.dispose(); }, [document]);
  return [document, state];
}
