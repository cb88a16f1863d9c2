import { useEffect, useMemo, useState } from 'react';
import { getContent } from '../../api/contentCalls.ts';
import type { ContentList } from '../../api/contentTypes.ts';

export type PageBlock = { type: string } & Record<string, unknown>;

const blocksOf = (config: unknown): PageBlock[] => {
  const blocks = typeof config === 'object' && config !== null ? (config as { blocks?: unknown }).blocks : undefined;
  return Array.isArray(blocks) ? blocks.filter((block): block is PageBlock => typeof block === 'object' && block !== null && typeof (block as PageBlock).type === 'string') : [];
};

/**
 * A valid starting value for each block type a page may add, as a funnel
 * step's come from funnels (blockStarters): taken from pages that pass the
 * check, first the page being edited, then the site's other pages. A type no
 * page uses has no starter, and is not offered: a new block starts as one
 * that works somewhere already, to be changed in its form.
 */
export function usePageBlockStarters(id: string, config: unknown, listing: ContentList | null): ReadonlyMap<string, PageBlock> {
  const [others, setOthers] = useState<unknown[]>([]);
  const pageIds = useMemo(() => listing?.files.filter((file) => (file.kind === 'page' || file.kind === 'template') && file.id !== id).map((file) => file.id) ?? [], [id, listing]);

  useEffect(() => {
    let current = true;
    Promise.all(pageIds.map(async (page) => (await getContent(page)).config)).then(
      (configs) => { if (current) setOthers(configs); },
      // Without the other pages, the page's own blocks are still the starters.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pageIds]);

  return useMemo(() => {
    const starters = new Map<string, PageBlock>();
    for (const block of [config, ...others].flatMap(blocksOf)) if (!starters.has(block.type)) starters.set(block.type, structuredClone(block));
    return starters;
  }, [config, others]);
}
