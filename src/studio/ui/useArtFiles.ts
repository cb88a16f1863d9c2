import { useEffect, useState } from 'react';
import { listArt } from '../api/studioApi.ts';

let files: Promise<string[]> | undefined;

/** The pictures under public/art/, as the addresses a funnel file names them by (`/art/plants/fig.svg`); read once per page. */
export function useArtFiles(): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    files ??= listArt().then((list) => list.files, () => []);
    let current = true;
    void files.then((loaded) => {
      if (current) setList(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return list;
}
