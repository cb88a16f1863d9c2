import type { LhrLike } from './lhrLike.ts';

/**
 * The script files of `origin` that a run received a response for, from Lighthouse's `network-requests`
 * table. After a run with the site's scripts blocked it must be empty: otherwise the patterns missed a
 * file and the "without scripts" figure would be measured with some of them.
 */
export function scriptsLoaded(lhr: LhrLike, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) {
    throw new Error('Lighthouse returned no network-requests table');
  }
  const loaded: string[] = [];
  for (const item of details.items as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, resourceType, statusCode } = item as Record<string, unknown>;
    // A blocked request is listed too, but never got a status: Lighthouse records it as -1.
    if (resourceType !== 'Script' || typeof url !== 'string' || typeof statusCode !== 'number' || statusCode <= 0) continue;
    if (new URL(url).origin === origin) loaded.push(url);
  }
  return loaded;
}
