import type { LhrLike } from './lhrLike.ts';

export type AssetType = 'Script' | 'Stylesheet';

export interface AssetRequest {
  readonly url: string;
  readonly resourceType: AssetType;
  /** Bytes on the wire as Chromium saw them: encoded body plus response headers. */
  readonly transferSize: number;
  /** When the request was sent, ms after the page's first request (network-requests' `networkRequestTime`). */
  readonly startMs: number;
}

/**
 * The Script and Stylesheet requests sent at or before Time to Interactive, once per URL, in request order.
 * A URL fetched twice (a modulepreload then the import) is downloaded once, so it is counted once.
 */
export function assetsBeforeInteractive(lhr: LhrLike): AssetRequest[] {
  const interactiveMs = lhr.audits.interactive?.numericValue;
  if (interactiveMs === undefined) throw new Error('Lighthouse returned no Time to Interactive');
  const seen = new Set<string>();
  const assets: AssetRequest[] = [];
  for (const item of tableItems(lhr.audits['network-requests']?.details)) {
    const asset = toAsset(item);
    if (!asset || asset.startMs > interactiveMs || seen.has(asset.url)) continue;
    seen.add(asset.url);
    assets.push(asset);
  }
  return assets;
}

function tableItems(details: unknown): Record<string, unknown>[] {
  if (!isRecord(details) || !Array.isArray(details.items)) throw new Error('Lighthouse returned no network-requests table');
  return details.items.filter(isRecord);
}

function toAsset(item: Record<string, unknown>): AssetRequest | undefined {
  const { url, resourceType, transferSize } = item;
  // A request served from memory cache has no network time; the renderer's start stands in for it.
  const start = item.networkRequestTime ?? item.rendererStartTime;
  if (typeof url !== 'string' || !/^https?:/.test(url)) return undefined;
  if (resourceType !== 'Script' && resourceType !== 'Stylesheet') return undefined;
  if (typeof start !== 'number') return undefined;
  return { url, resourceType, transferSize: typeof transferSize === 'number' ? transferSize : 0, startMs: start };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
