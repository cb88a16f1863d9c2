import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { FUNNEL_SLUG } from '../../config/load/funnelSlug.ts';
import { FUNNEL_CHANGED_EVENT, SITE_CHANGED_EVENT, STUDIO_API_PATH, STUDIO_PATH } from '../api/studioPaths.ts';
import { OBSERVED_ROUTE } from '../api/observedTypes.ts';
import { MAX_PICTURE_BYTES, megabytes } from '../../config/pictures/pictureRules.ts';
import type { FunnelChanged, SiteChanged } from '../api/types.ts';
import { PROJECT_DATA_CHANGED } from '../../site/projectDataChanged.ts';
import { artApi } from './artApi.ts';
import { announceContentChanges } from './content/announceContentChanges.ts';
import { contentApi } from './content/contentApi.ts';
import { studioApi } from './funnelApi.ts';
import { observedUpload } from './observedApi.ts';
import { siteApi } from './siteApi.ts';
import { studioPageHtml } from './studioPage.ts';
import { textVersion } from './textVersion.ts';

/**
 * The most a request's body may hold: a picture at the largest the studio takes, in base64 (4/3 of it),
 * and room for a file somewhat over, so that one is refused with its size in words rather than cut off.
 */
const MAX_BODY_BYTES = 2 * MAX_PICTURE_BYTES;

/** A request's JSON body, undefined when it has none; a body that is not JSON (400) or too long (413) is refused in words. */
async function readBody(request: IncomingMessage): Promise<{ ok: true; body: unknown } | { ok: false; status: number; message: string }> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    // Read to the end (so the answer reaches the browser) but kept only while within the limit.
    if (length <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (length > MAX_BODY_BYTES) {
    return { ok: false, status: 413, message: `the request is over ${megabytes(MAX_BODY_BYTES)}; a picture may be at most ${megabytes(MAX_PICTURE_BYTES)}` };
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, status: 400, message: `the request's body is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Why a request that changes files is refused, if it is: the API writes to
 * the project, so only the studio's own page may call it. A request with a
 * body must say it is JSON (which a form or a plain cross-site fetch cannot
 * without the browser asking first, and the dev server answering no), and a
 * browser's Origin, when sent, must be this server's.
 */
function crossSiteRefusal(request: IncomingMessage): string | undefined {
  const { origin, host } = request.headers;
  if (origin !== undefined && URL.parse(origin)?.host !== host) return `the studio's API answers its own page only, not ${origin}`;
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD' && request.headers['content-type']?.split(';')[0]?.trim() !== 'application/json') {
    return `the studio's API takes JSON: send ${method} with Content-Type: application/json`;
  }
  return undefined;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/** How long a file must be still before its change is announced (see announceFunnelChanges). */
const SETTLE_MS = 100;

/**
 * Each change to a funnel file, from an editor, git or the studio's own save,
 * told to the studio's page with the file's version. One write can reach the
 * watcher as several events, the first while the file is still empty or half
 * written; so a change is announced once the file has been still for a
 * moment, with the version of what is then on disk, never of a half-written file.
 */
function announceFunnelChanges(server: ViteDevServer, funnelsDir: string) {
  server.watcher.add(funnelsDir);
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const send = (file: string, slug: string) => {
    pending.delete(file);
    const version = existsSync(file) ? textVersion(readFileSync(file, 'utf8')) : null;
    server.ws.send({ type: 'custom', event: FUNNEL_CHANGED_EVENT, data: { slug, version } satisfies FunnelChanged });
  };
  const announce = (file: string) => {
    if (path.dirname(file) !== funnelsDir || !file.endsWith('.json')) return;
    const slug = path.basename(file, '.json');
    if (!FUNNEL_SLUG.test(slug)) return;
    clearTimeout(pending.get(file));
    pending.set(file, setTimeout(send, SETTLE_MS, file, slug));
  };
  server.watcher.on('add', announce);
  server.watcher.on('change', announce);
  server.watcher.on('unlink', announce);
}

/**
 * Once the studio has switched the site the dev server serves (serveSite): every module it built is dropped (a
 * client's site links App.client.tsx in place of App.tsx, and its data, pictures and head are its own), the
 * site's open pages are told to reload as on a change to its files (projectDataPlugin's event, which the studio's
 * own page does not hear, so its unsaved edits stay), and the studio's pages hear which site it now is.
 */
function siteSwitched(server: ViteDevServer, site: string | null) {
  server.moduleGraph.invalidateAll();
  server.ws.send({ type: 'custom', event: PROJECT_DATA_CHANGED, data: { site } });
  server.ws.send({ type: 'custom', event: SITE_CHANGED_EVENT, data: { site } satisfies SiteChanged });
}

/**
 * The site studio, in `npm run dev` only (`apply: 'serve'`): its page at
 * /__studio (and any path under it, for the page's own addresses), its JSON
 * API under /__studio/api on the funnels of `root` (the folder the dev server
 * builds the site from), and an HMR event for each change to a funnel file.
 * A build never loads this plugin, so no studio code can reach dist/.
 */
export function studioPlugin(root: string): Plugin {
  return {
    name: 'funnel-studio',
    apply: 'serve',
    configureServer(server) {
      announceFunnelChanges(server, path.resolve(root, 'funnels'));
      announceContentChanges(server, path.resolve(root, 'content'));
      // Added before Vite's own middlewares: /__studio is no file and no route of the site.
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://studio');
        const { pathname } = url;
        // An export file is posted as its own bytes, larger than any JSON body here: read by its route, not readBody.
        if (pathname === `${STUDIO_API_PATH}${OBSERVED_ROUTE}`) {
          void observedUpload(root, request, response);
          return;
        }
        if (pathname === STUDIO_API_PATH || pathname.startsWith(`${STUDIO_API_PATH}/`)) {
          const refusal = crossSiteRefusal(request);
          if (refusal !== undefined) {
            sendJson(response, 403, { message: refusal });
            return;
          }
          void readBody(request).then((read) => {
            if (!read.ok) {
              sendJson(response, read.status, { message: read.message });
              return;
            }
            const method = request.method ?? 'GET';
            const route = pathname.slice(STUDIO_API_PATH.length);
            const failed = (error: unknown) => {
              sendJson(response, 500, { message: error instanceof Error ? error.message : String(error) });
            };
            // Pictures are read and written with sharp, which works asynchronously; the funnels' routes stay synchronous
            // (a save's version check and write must have no other request between them).
            const places = { publicDir: server.config.publicDir, dataRoot: root, cacheDir: path.join(server.config.root, 'node_modules', '.cache', 'art') };
            artApi(places, method, route, read.body).then((art) => {
              try {
                const { status, body } = art ??
                  contentApi(root, method, route, read.body) ??
                  siteApi(root, method, route, read.body, (site) => { siteSwitched(server, site); }) ??
                  studioApi(root, method, route, read.body);
                sendJson(response, status, body);
              } catch (error) {
                failed(error);
              }
            }, failed);
          }, next);
          return;
        }
        if ((pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`)) && request.method === 'GET') {
          server.transformIndexHtml(request.originalUrl ?? pathname, studioPageHtml).then((html) => {
            response.statusCode = 200;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          }, next);
          return;
        }
        next();
      });
    },
  };
}
