import { gzipSync } from 'node:zlib';

/** zlib's default level, the one most servers (and `vite preview`) use on the fly. */
export const gzipLevel = 6;

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: gzipLevel }).byteLength;
}

/**
 * Fetches a file and returns its gzip size. Hashed asset names make a URL's content fixed for the whole
 * bench, so each URL is fetched once however many runs request it.
 */
export function createGzipSizer(): (url: string) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  return (url) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetchGzipSize(url);
      sizes.set(url, size);
    }
    return size;
  };
}

async function fetchGzipSize(url: string): Promise<number> {
  // fetch decodes any Content-Encoding, so the body is the file as built.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return gzipSize(new Uint8Array(await response.arrayBuffer()));
}
