import type { AssetRequest } from './assetsBeforeInteractive.ts';

export interface AssetBytes {
  readonly jsBytes: number;
  readonly cssBytes: number;
}

/**
 * Sums gzip bytes by type. Same-origin files are sized by `gzipSizeOf` (our own gzip of the file) because
 * the wire size depends on the server: it adds header bytes and leaves small files uncompressed. A file
 * from another origin cannot be refetched reliably, so its wire size stands.
 */
export async function assetBytes(
  assets: readonly AssetRequest[],
  origin: string,
  gzipSizeOf: (url: string) => Promise<number>,
): Promise<AssetBytes> {
  let jsBytes = 0;
  let cssBytes = 0;
  for (const asset of assets) {
    const bytes = new URL(asset.url).origin === origin ? await gzipSizeOf(asset.url) : asset.transferSize;
    if (asset.resourceType === 'Script') jsBytes += bytes;
    else cssBytes += bytes;
  }
  return { jsBytes, cssBytes };
}
