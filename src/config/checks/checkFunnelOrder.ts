import type { ConfigIssue } from '../messages/ConfigIssue.ts';

/** A funnel file as the gallery order sees it: how messages name it, and its place. */
export interface OrderedFile {
  file: string;
  order: number | undefined;
}

/**
 * The gallery order is one list across every file, so a shared number is
 * something no single file's schema can see. It is a warning, not an error:
 * copying a funnel file is the quickest way to start a new one, and the copy
 * carries the original's number. Funnels that share a number are shown by
 * title (funnelSummaries), as menus and documentation sidebars sort a tie.
 * Each file that repeats a number is told which file already has it, so the
 * fix, if one is wanted, needs no search.
 */
export function checkFunnelOrder(files: readonly OrderedFile[]): { file: string; issue: ConfigIssue }[] {
  const owners = new Map<number, string>();
  const ties: { file: string; issue: ConfigIssue }[] = [];
  for (const { file, order } of files) {
    if (order === undefined) continue;
    const owner = owners.get(order);
    if (owner === undefined) {
      owners.set(order, file);
      continue;
    }
    ties.push({
      file,
      issue: {
        path: ['order'],
        message: `${order} is also the order of ${owner}; the gallery shows funnels that share a number by title (give each its own number to choose)`,
      },
    });
  }
  return ties;
}
