import { useEffect, useSyncExternalStore } from 'react';
import { listArt } from '../api/studioApi.ts';
import type { Picture } from '../api/types.ts';

/**
 * The pictures under public/art/ (address, size, the files that use them), read
 * once per page and again after an upload or a removal, so every picture field
 * and the list of unused pictures show the same.
 */
let pictures: readonly Picture[] | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Reads the list from the server again and tells every picture field. */
export function refreshPictures(): Promise<void> {
  loading = listArt().then(
    (list) => {
      pictures = list.pictures;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The pictures, or null until they are first read. */
export function usePictures(): readonly Picture[] | null {
  useEffect(() => {
    loading ??= refreshPictures();
  }, []);
  return useSyncExternalStore(subscribe, () => pictures);
}
