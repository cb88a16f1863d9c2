import { assignFromTable, pageFor } from '../../engine/experiments/assignFromTable.ts';
import type { ExperimentTable } from '../../engine/experiments/experimentTable.ts';
import { type CookieJar, rememberVariants, visitorId } from '../../engine/experiments/visitorCookies.ts';
import { pageAddress } from '../../engine/pageAddress.ts';

/** The static files, as Cloudflare Pages hands them to a worker (env.ASSETS). */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

/**
 * A request's cookies as a jar the shared cookie code can read and write:
 * what it writes is kept for the response's Set-Cookie headers, and reads see it.
 */
function requestJar(header: string): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1) values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (/Max-Age=0(;|$)/.test(line)) values.delete(name);
      else values.set(name, pair.slice(at + 1));
    },
  };
}


/**
 * The Cloudflare worker's answer to a request, before anything reaches the
 * browser. On a page of a step a split test runs on, the visitor's variants
 * are chosen (a new visitor gets an id cookie here, so even the first visit
 * is served its variant), and the step's address is answered with the
 * variant's page: the address stays, nothing is redirected and nothing
 * repaints. A variant's own address that is not the visitor's is redirected
 * to the visitor's page. Everything else is the static file as it is.
 * `unlisted` takes the variant page's noindex out when it is served at the
 * step's own address, which search engines may index.
 */
export async function edgeAssign(
  request: Request,
  assets: Assets,
  tables: readonly ExperimentTable[],
  { random, unlisted }: { random: Pick<Crypto, 'getRandomValues'>; unlisted: (response: Response) => Response },
): Promise<Response> {
  const url = new URL(request.url);
  const path = pageAddress(url.pathname);
  const table = tables.find((candidate) => candidate.pages.some((page) => page.path === path));
  if (table === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return assets.fetch(request);
  const jar = requestJar(request.headers.get('Cookie') ?? '');
  const secure = url.protocol === 'https:';
  const id = visitorId(jar, { search: url.search, secure, random });
  const assignment = assignFromTable(table, id);
  // The marker cookies too, so a visitor who moves the site to Netlify keeps their variant there.
  rememberVariants(jar, table.experiments, id === undefined ? undefined : assignment, secure);
  const target = pageFor(table, path, assignment) ?? path;
  const here = table.pages.find((page) => page.path === path);
  let response: Response;
  if (target === path) {
    response = await assets.fetch(request);
  } else if (here?.control === true) {
    // The variant's page at its own address (order/b is order/b.html), answered at once.
    const rewritten = new URL(target, url);
    response = unlisted(await assets.fetch(new Request(rewritten, { method: request.method, headers: request.headers })));
  } else {
    response = new Response(null, { status: 302, headers: { Location: `${target}${url.search}` } });
  }
  const headers = new Headers(response.headers);
  // One address, a page per visitor: no shared cache may hand one visitor's variant to another.
  headers.set('Cache-Control', 'private, no-cache');
  headers.append('Vary', 'Cookie');
  for (const line of jar.written) headers.append('Set-Cookie', line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

