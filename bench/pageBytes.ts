import type { LhrLike } from './lhrLike.ts';

export interface PageBytes {
  /** Bytes of every Script response the page loads, as they came over the wire (compressed as served). */
  readonly jsBytes: number;
  /** Bytes of the font files the page loads: the files themselves (woff2 is not recompressed), without headers. */
  readonly fontBytes: number;
}

/**
 * Sums the `transferSize` of the Script and Font requests in Lighthouse's `network-requests` audit: the
 * encoded body plus response headers, as Chromium received them, so it depends on what the server
 * compresses. A request answered from memory cache (a modulepreload, then its import) has a transferSize of
 * 0, so nothing is counted twice. Fonts count their files' size (`resourceSize`), not the response headers
 * around them: the budget is on font files, and a host's security headers are the same on every response.
 */
export function pageBytes(lhr: LhrLike): PageBytes {
  let jsBytes = 0;
  let fontBytes = 0;
  for (const item of tableItems(lhr.audits['network-requests']?.details)) {
    const { url, resourceType, transferSize, resourceSize } = item;
    if (typeof url !== 'string' || !/^https?:/.test(url) || typeof transferSize !== 'number') continue;
    if (resourceType === 'Script') jsBytes += transferSize;
    else if (resourceType === 'Font' && transferSize > 0) fontBytes += typeof resourceSize === 'number' ? resourceSize : transferSize;
  }
  return { jsBytes, fontBytes };
}

function tableItems(details: unknown): Record<string, unknown>[] {
  if (!isRecord(details) || !Array.isArray(details.items)) throw new Error('Lighthouse returned no network-requests table');
  return details.items.filter(isRecord);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
