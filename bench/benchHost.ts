import { startPagesDev } from '../src/harness/pagesDev.ts';
import { startPlainHost } from '../src/harness/plainHost.ts';
import type { BenchHost } from './parseOptions.ts';
import { startStaticHost } from './staticHost.ts';

export interface RunningHost {
  readonly origin: string;
  /** How the bench's report names the server. */
  readonly served: string;
  stop(): Promise<void>;
}

/**
 * Serves a build as `--host` says: the bench's own host (`_headers` applied, Brotli, as Cloudflare Pages
 * and Netlify send), Cloudflare Pages itself in `wrangler pages dev` (its asset server, `_headers`,
 * `_redirects` and `_worker.js`, over HTTP/1.1 on loopback), or nginx reading none of the host files, as
 * GitHub Pages serves (gzip only).
 */
export async function startBenchHost(host: BenchHost, dir: string): Promise<RunningHost> {
  if (host === 'pages') {
    const pages = await startPagesDev(dir, { timeoutMs: 60_000 });
    return { origin: pages.origin, served: '`wrangler pages dev` (Cloudflare Pages)', stop: () => pages.stop() };
  }
  if (host === 'plain') {
    const plain = await startPlainHost(dir);
    return { origin: plain.origin, served: 'nginx reading no host files (src/harness/plainHost.ts)', stop: () => plain.stop() };
  }
  const own = await startStaticHost(dir);
  return { origin: own.origin, served: 'bench/staticHost.ts', stop: () => own.stop() };
}
