import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pickEncoding, type Encoding } from './acceptEncoding.ts';
import { contentTypeOf } from './contentTypes.ts';
import { servedFile } from '../src/site/host/servedFile.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './hostHeaders.ts';

export interface StaticHost {
  readonly origin: string;
  stop(): Promise<void>;
}

interface HostedFile {
  readonly mime: string;
  readonly cacheControl: string;
  readonly lastModified: string;
  readonly mtimeSeconds: number;
  /** The identity body plus each encoding that came out smaller than it. */
  readonly bodies: ReadonlyMap<Encoding | 'identity', { readonly body: Buffer; readonly etag: string }>;
}

export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'public, max-age=0, must-revalidate';
/** Vite's content hash: `-` and 8 URL-safe characters before the extension, as in `Header-Dc5LCOGZ.js`. */
const hashedAsset = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
// Config files the host reads itself and never serves.
const hostFiles = new Set(['_headers', '_redirects']);

/**
 * Serves a build directory on 127.0.0.1 as Netlify or Cloudflare Pages would, so the bench measures what
 * visitors get: `/a/b` is `a/b.html`, `/a/b/` `a/b/index.html` (src/site/host/servedFile.ts), an unknown path is the nearest 404.html up its folders (a translation's /en/404.html under /en/, as Cloudflare Pages answers), with status 404; text is sent
 * Brotli- or gzip-compressed (compressed once, up front, as those hosts store it); hashed assets are cached
 * for a year and everything else revalidated with ETag / Last-Modified; `_headers` is applied.
 * Every file is read at start: a build changed afterwards is not seen. `compress: false` skips the compression
 * (every file sent as it is): a browser test that starts a host per worker has no use for the seconds Brotli's
 * highest level takes over a whole build (3.2 s for the two client sites pinned to one core).
 */
export async function startStaticHost(root: string, port = 0, { compress = true }: { compress?: boolean } = {}): Promise<StaticHost> {
  const files = await loadFiles(path.resolve(root), compress);
  const headersText = await readFile(path.join(root, '_headers'), 'utf8').catch(() => '');
  const rules = parseHeadersFile(headersText, path.join(root, '_headers'));
  const server = createServer((request, response) => {
    respond(request, response, files, rules);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The 404 page of the deepest folder of `pathname` that has one, else the site's own. */
function nearestNotFound(files: ReadonlyMap<string, HostedFile>, pathname: string): HostedFile | undefined {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const page = files.get(`${folders.slice(0, depth).join('/')}/404.html`);
    if (page !== undefined) return page;
  }
  return files.get('404.html');
}

function respond(
  request: IncomingMessage,
  response: ServerResponse,
  files: ReadonlyMap<string, HostedFile>,
  rules: readonly HeaderRule[],
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = requestPath(request.url);
  const found = pathname === undefined ? undefined : lookup(files, pathname);
  const file = found ?? nearestNotFound(files, pathname ?? '/');
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded = encoding === undefined ? undefined : file.bodies.get(encoding);
  const chosen = encoded ?? file.bodies.get('identity');
  if (!chosen) throw new Error('a hosted file has no body');
  const headers = new Map<string, readonly [string, string]>([
    ['content-type', ['Content-Type', file.mime]],
    ['cache-control', ['Cache-Control', file.cacheControl]],
    ['etag', ['ETag', chosen.etag]],
    ['last-modified', ['Last-Modified', file.lastModified]],
  ]);
  if (file.bodies.size > 1) headers.set('vary', ['Vary', 'Accept-Encoding']);
  if (encoded && encoding) headers.set('content-encoding', ['Content-Encoding', encoding]);
  // The host's own headers first, then _headers on top: a rule there replaces a default of the same name.
  for (const [key, header] of headersFor(rules, pathname ?? '/')) headers.set(key, header);

  for (const [name, value] of headers.values()) response.setHeader(name, value);
  if (found && notModified(request, chosen.etag, file.mtimeSeconds)) {
    response.removeHeader('Content-Encoding');
    response.writeHead(304).end();
    return;
  }
  response.setHeader('Content-Length', chosen.body.byteLength);
  response.writeHead(found ? 200 : 404).end(request.method === 'HEAD' ? undefined : chosen.body);
}

/** The decoded path of a request, or undefined when it cannot name a file. */
function requestPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://host').pathname);
  } catch {
    return undefined;
  }
}

function lookup(files: ReadonlyMap<string, HostedFile>, pathname: string): HostedFile | undefined {
  const relative = servedFile(pathname, (candidate) => files.has(candidate));
  return relative === undefined ? undefined : files.get(relative);
}

/** RFC 9110 §13.1: If-None-Match decides when present (weak comparison); If-Modified-Since only without it. */
function notModified(request: IncomingMessage, etag: string, mtimeSeconds: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && mtimeSeconds * 1000 <= since;
}

async function loadFiles(root: string, compress: boolean): Promise<Map<string, HostedFile>> {
  const files = new Map<string, HostedFile>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (hostFiles.has(relative)) continue;
    const [body, stats] = await Promise.all([readFile(absolute), stat(absolute)]);
    files.set(relative, hostedFile(relative, body, stats.mtime, compress));
  }
  return files;
}

function hostedFile(relative: string, body: Buffer, mtime: Date, compress: boolean): HostedFile {
  const { mime, compressible } = contentTypeOf(relative);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const bodies = new Map<Encoding | 'identity', { body: Buffer; etag: string }>([['identity', { body, etag: `"${hash}"` }]]);
  if (compressible && compress) {
    // The highest levels, as a host that compresses a file once at deploy time can afford.
    const encoded: [Encoding, Buffer][] = [
      ['br', brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })],
      ['gzip', gzipSync(body, { level: 9 })],
    ];
    for (const [encoding, compressed] of encoded) {
      if (compressed.byteLength < body.byteLength) bodies.set(encoding, { body: compressed, etag: `"${hash}-${encoding}"` });
    }
  }
  const mtimeSeconds = Math.floor(mtime.getTime() / 1000);
  return {
    mime,
    cacheControl: hashedAsset.test(relative) ? immutableCache : revalidateCache,
    lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
    mtimeSeconds,
    bodies,
  };
}
