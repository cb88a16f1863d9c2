import type { ConfigIssue } from '../messages/ConfigIssue.ts';

/** A funnel file as the gallery order sees it: how messages name it, and its place. */
export interface OrderedFile {
  file: string;
  order: number | undefined;
}

/**
 * The gallery order is one list across every file, so a clash is a rule no
 * single file's schema can check. Each file that repeats a number is told
 * which file already has it, so the fix needs no search.
 */
export function checkFunnelOrder(files: readonly OrderedFile[]): { file: string; issue: ConfigIssue }[] {
  const owners = new Map<number, string>();
  const clashes: { file: string; issue: ConfigIssue }[] = [];
  for (const { file, order } of files) {
    if (order === undefined) continue;
    const owner = owners.get(order);
    if (owner === undefined) {
      owners.set(order, file);
      continue;
    }
    clashes.push({
      file,
      issue: { path: ['order'], message: `${order} is already the order of ${owner}; give each funnel its own place in the gallery` },
    });
  }
  return clashes;
}
