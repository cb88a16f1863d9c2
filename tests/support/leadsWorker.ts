import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { contentTypeOf } from '../../bench/contentTypes.ts';
import { headersFor, parseHeadersFile } from '../../bench/hostHeaders.ts';
import { LEADS_BINDING, type LeadsDatabase } from '../../src/leads/leadsDatabase.ts';
import { servedFile } from '../../src/site/host/servedFile.ts';
import { PAGES_COMPATIBILITY_DATE } from '../../src/harness/pagesDev.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'src/leads/migrations');

/** The compatibility date docs/deploy.md gives the Pages project. */
export const COMPATIBILITY_DATE = PAGES_COMPATIBILITY_DATE;
/** The D1 database's id in these tests (wrangler names a local database's file after its id). */
export const TEST_DATABASE_ID = 'leads-test';

/** The D1 binding as Node sees it through Miniflare: the worker's own view of it (Miniflare's type needs Cloudflare's, not installed). */
export type LeadsD1 = LeadsDatabase;

export function isLeadsDatabase(binding: unknown): binding is LeadsDatabase {
  return typeof binding === 'object' && binding !== null && 'prepare' in binding && typeof binding.prepare === 'function' && 'batch' in binding;
}

/** Each migration's statements, as `wrangler d1 migrations apply` runs them: the files in order, `--` comments left out. */
export function migrationStatements(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(MIGRATIONS, file), 'utf8')
        .split('\n')
        .map((line) => line.replace(/--.*$/, ''))
        .join('\n')
        .split(';')
        .map((statement) => statement.trim())
        .filter((statement) => statement !== ''),
    );
}

export async function applyMigrations(db: LeadsD1): Promise<void> {
  for (const statement of migrationStatements()) await db.prepare(statement).run();
}

/**
 * A built site's static files as Cloudflare Pages hands them to its worker
 * (env.ASSETS): `/a/b` is `a/b.html` and `/a/b/` `a/b/index.html` (servedFile), an unknown address
 * the 404 page with status 404, each with the headers `_headers` gives it.
 */
export function builtAssets(dist: string): (request: Request) => Response {
  const rules = existsSync(path.join(dist, '_headers')) ? parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8')) : [];
  return (request) => {
    const { pathname } = new URL(request.url);
    const relative = servedFile(decodeURIComponent(pathname), (candidate) => existsSync(path.join(dist, candidate)) && statSync(path.join(dist, candidate)).isFile());
    const file = relative === undefined ? undefined : path.join(dist, relative);
    const served = file ?? path.join(dist, '404.html');
    const headers = new Headers({ 'Content-Type': contentTypeOf(served).mime });
    for (const [name, value] of headersFor(rules, pathname).values()) headers.set(name, value);
    return new Response(readFileSync(served), { status: file === undefined ? 404 : 200, headers });
  };
}

export interface LeadsWorker {
  readonly worker: Miniflare;
  readonly db: LeadsD1;
  /** http://127.0.0.1:port when started with a port. */
  readonly origin: string;
  /** Every call the worker made to a webhook, its body parsed. */
  readonly webhookCalls: { url: string; body: unknown }[];
  /** The leads a funnel has, oldest first. */
  rows(funnel: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/**
 * A built `_worker.js` in workerd (Miniflare), with a real D1 database
 * (migrated by the project's own migration files) bound as LEADS, the
 * static files given, and every outgoing request answered by `webhook` (there
 * is no network here). `port` serves it over HTTP for a browser.
 */
export async function startLeadsWorker({
  script,
  assets,
  webhook = () => new Response('ok'),
  port,
  persist = false,
}: {
  script: string;
  assets: (request: Request) => Response | Promise<Response>;
  webhook?: (request: Request) => Response | Promise<Response>;
  port?: number;
  persist?: string | false;
}): Promise<LeadsWorker> {
  const webhookCalls: { url: string; body: unknown }[] = [];
  const worker = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    ...(port === undefined ? {} : { host: '127.0.0.1', port }),
    d1Databases: { [LEADS_BINDING]: TEST_DATABASE_ID },
    d1Persist: persist,
    serviceBindings: { ASSETS: async (request: Request) => assets(request) },
    outboundService: async (request: Request) => {
      const text = await request.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      webhookCalls.push({ url: request.url, body });
      return webhook(request);
    },
  });
  const url = await worker.ready;
  const db: unknown = await worker.getD1Database(LEADS_BINDING);
  if (!isLeadsDatabase(db)) throw new Error('Miniflare gave no D1 binding');
  await applyMigrations(db);
  return {
    worker,
    db,
    origin: url.origin,
    webhookCalls,
    rows: async (funnel) => (await db.prepare('SELECT * FROM leads WHERE funnel = ? ORDER BY submitted_at, id').bind(funnel).all()).results,
    stop: () => worker.dispose(),
  };
}
