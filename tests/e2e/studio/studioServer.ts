/**
 * The studio's browser tests run against `npm run dev` (the studio exists
 * nowhere else) on a throwaway copy of the project's data, so a test may save,
 * break and create funnels freely. One dev server per worker (a cold one
 * takes seconds to start and to optimise its dependencies, so the fixture
 * warms it before the first test); each test gets the funnels and content/ as
 * the project has them, put back after the test before.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { freePort } from '../../../src/harness/freePort.ts';
import { STUDIO_API_PATH, STUDIO_PATH } from '../../../src/studio/api/studioPaths.ts';
import { test as base } from '../support/test.ts';
import { throwawayProject } from '../../support/throwawayProject.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const projectFunnels = path.join(projectRoot, 'funnels');

export interface StudioServer {
  /** The dev server's origin, e.g. http://127.0.0.1:41234 (the studio is at `${url}/__studio`). */
  url: string;
  /** The throwaway data folder the dev server builds from (SITE_DATA_DIR). */
  dir: string;
  /** funnels/<slug>.json's text in that folder now. */
  readFunnel(slug: string): string;
  /** Writes funnels/<slug>.json there, as an editor outside the studio would. */
  writeFunnel(slug: string, text: string): void;
  /**
   * `git diff` of funnels/<slug>.json against the project's own copy, its
   * changed lines alone (`-` removed, `+` added, no headers or context); a
   * file the project lacks is diffed against nothing.
   */
  gitDiff(slug: string): string[];
  /** content/<id>.json's text there now (`services`, `projects/fit-ins`); undefined when there is none. */
  readContent(id: string): string | undefined;
  /** Writes content/<id>.json there, as an editor outside the studio would. */
  writeContent(id: string, text: string): void;
  /** gitDiff's changed lines, of content/<id>.json. */
  contentDiff(id: string): string[];
  /** `git diff --stat`'s files, of content/ there against the project's: each changed, added or removed file, under content/. */
  changedContent(): string[];
  /**
   * Puts back the project's own funnels and content once the dev
   * server has taken in the test's changes, and resolves once it has taken in the files put back: its reloads for
   * both are sent before the next test opens a page, not into it.
   */
  putBack(): Promise<void>;
  /** The last 4,000 characters the dev server printed: attached to a studio test that fails. */
  output(): string;
  stop(): Promise<void>;
}

/** The site's data as the dev server hands it to pages: what its watcher has taken in, not what is on disk. */
const DATA_MODULES = ['virtual:funnels', 'virtual:content'].map((id) => `/@id/__x00__${id}`);

/**
 * A fresh connection for each: fetch's pooled one was closed by the server while a test held the worker's event
 * loop (the case-study build, a spawnSync), and fetch failed on reusing it.
 */
function served(address: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(address, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => { resolve(`${String(response.statusCode)} ${body}`); });
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function servedData(url: string): Promise<string> {
  const bodies = await Promise.all(DATA_MODULES.map((module) => served(`${url}${module}`)));
  return bodies.join('\n');
}

/** The changed lines of `git diff --no-index` between two files, without its headers. */
function changedLines(before: string, after: string): string[] {
  const run = spawnSync('git', ['diff', '--no-index', '--no-color', '--unified=0', '--', before, after], { encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`git diff failed: ${run.stderr}`);
  return run.stdout
    .split('\n')
    .filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line));
}

/**
 * How `folder` (funnels, content/projects…) of `dir` differs from the project's own: each JSON file a test added
 * (to remove: null) or changed (the project's text, to write back).
 */
function changesIn(dir: string, folder: string): [file: string, text: string | null][] {
  const own = new Set(readdirSync(path.join(projectRoot, folder)).filter((name) => name.endsWith('.json')));
  const added = readdirSync(path.join(dir, folder)).filter((name) => name.endsWith('.json') && !own.has(name));
  const changed = [...own].flatMap((name): [string, string][] => {
    const text = readFileSync(path.join(projectRoot, folder, name), 'utf8');
    const copy = path.join(dir, folder, name);
    return existsSync(copy) && readFileSync(copy, 'utf8') === text ? [] : [[copy, text]];
  });
  return [...added.map((name): [string, null] => [path.join(dir, folder, name), null]), ...changed];
}

/**
 * The project's funnels and content put back in `dir`; says whether anything was. Only a changed file is written,
 * so the dev server announces (and reloads for) no change that is not one.
 */
function restoreData(dir: string): boolean {
  const changes = DATA_FOLDERS.flatMap((folder) => changesIn(dir, folder));
  for (const [file, text] of changes) {
    if (text === null) unlinkSync(file);
    else writeFileSync(file, text);
  }
  return changes.length > 0;
}

const DATA_FOLDERS = ['funnels', 'content', 'content/pages', 'content/projects'];

const projectArt = path.join(projectRoot, 'public', 'art');

/** Every file and folder under public/art/ now (the dev server's public/ is the project's own, shared by every copy). */
const artEntries = () => new Set(readdirSync(projectArt, { recursive: true, encoding: 'utf8' }));

/** What a test added under public/art/ (pictures uploaded through the studio) removed again, deepest first; the project's own files untouched. */
function removeArtAdded(before: Set<string>): void {
  const added = [...artEntries()].filter((entry) => !before.has(entry)).sort((a, b) => b.length - a.length);
  for (const entry of added) rmSync(path.join(projectArt, entry), { recursive: true, force: true });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits for the dev server to answer, or fails with what it printed. */
async function waitUntilServing(url: string, server: ChildProcess, output: () => string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the dev server stopped (exit ${String(server.exitCode)}):\n${output()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the dev server did not answer ${url} within ${String(timeout / 1000)} s:\n${output()}`);
}

/**
 * `vite` (npm run dev) on a free port with SITE_DATA_DIR set to a fresh copy
 * of funnels/, content/ and sites/ (public/ linked: the check finds pictures there),
 * answering /__studio. Warmed with `browser`, when given: the studio and a
 * funnel page are opened once, so Vite has transformed and optimised what
 * they load before a test's clock runs.
 */
export async function startStudioServer(browser?: Browser): Promise<StudioServer> {
  // With the clients' site files, as the project's own `npm run dev` has them: their funnels are theirs, not the portfolio's.
  const dir = throwawayProject('studio-e2e-', { sites: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const server = spawn(path.join(projectRoot, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_DATA_DIR: dir, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = `${printed}${chunk.toString('utf8')}`.slice(-4000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}${STUDIO_API_PATH}/funnels`, server, () => printed, 60_000);
    if (browser !== undefined) {
      const page = await browser.newPage();
      for (const address of [STUDIO_PATH, '/funnels/skincare']) {
        // The fixture's own budget (300 s), not a test's: a cold dev server on a busy machine took over 60 s here.
        await page.goto(`${url}${address}`, { waitUntil: 'load', timeout: 120_000 });
        // Any dependency Vite optimised on the way reloads the page once: settle before the next.
        await page.waitForLoadState('networkidle', { timeout: 120_000 });
      }
      await page.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const pristine = await servedData(url);
  const funnelFile = (slug: string) => path.join(dir, 'funnels', `${slug}.json`);
  return {
    url,
    dir,
    readFunnel: (slug) => readFileSync(funnelFile(slug), 'utf8'),
    writeFunnel: (slug, text) => {
      writeFileSync(funnelFile(slug), text);
    },
    gitDiff: (slug) => {
      const own = path.join(projectFunnels, `${slug}.json`);
      return changedLines(existsSync(own) ? own : '/dev/null', funnelFile(slug));
    },
    readContent: (id) => {
      const file = path.join(dir, 'content', `${id}.json`);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    writeContent: (id, text) => {
      writeFileSync(path.join(dir, 'content', `${id}.json`), text);
    },
    contentDiff: (id) => {
      const own = path.join(projectRoot, 'content', `${id}.json`);
      const copy = path.join(dir, 'content', `${id}.json`);
      return changedLines(existsSync(own) ? own : '/dev/null', existsSync(copy) ? copy : '/dev/null');
    },
    changedContent: () => {
      const run = spawnSync('git', ['diff', '--no-index', '--stat=200', '--no-color', '--', path.join(projectRoot, 'content'), path.join(dir, 'content')], { encoding: 'utf8' });
      if (run.status !== 0 && run.status !== 1) throw new Error(`git diff failed: ${run.stderr}`);
      // `/{dev/null => …/content/projects/x.json} | 40 +` or `/{… => …}/content/case-studies.json | 11 +`: the path under content/.
      return run.stdout.split('\n').flatMap((line) => {
        const name = /content\}?\/([^\s}]+\.json)\}?\s+\|/.exec(line)?.[1];
        return name === undefined ? [] : [name];
      });
    },
    putBack: async () => {
      // On a busy machine the file watcher took seconds: its reloads for a test's files, or for the files put back,
      // reached the next test's page in the middle of a click (previewBlocks, pictures: each passed on its retry).
      const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
      if (DATA_FOLDERS.some((folder) => changesIn(dir, folder).length > 0)) {
        // Taken in once what is served differs; a change that leaves the served data alike (spacing) is let be.
        for (const until = Date.now() + 5_000; Date.now() < until && (await servedData(url)) === pristine; ) await pause();
      }
      if (!restoreData(dir)) return;
      for (const until = Date.now() + 30_000; (await servedData(url)) !== pristine; await pause()) {
        if (Date.now() > until) throw new Error('the dev server still serves a test’s funnels or content 30 s after they were put back');
      }
      // The studio's own announcement of a changed funnel follows the watcher's by its settling time (SETTLE_MS).
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    output: () => printed,
    stop,
  };
}

/**
 * `studio`: the worker's dev server, its funnels as the project's before each
 * test. Studio specs import `test` and `expect` from here.
 */
export const test = base.extend<{ studio: StudioServer }, { studioWorkerServer: StudioServer }>({
  studioWorkerServer: [
    async ({ browser }, provide) => {
      const server = await startStudioServer(browser);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  studio: async ({ studioWorkerServer }, provide, testInfo) => {
    const art = artEntries();
    await provide(studioWorkerServer);
    // What the dev server said (a reload, an optimised dependency, an error) is often why a studio page was not as expected.
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('dev server output', { body: studioWorkerServer.output(), contentType: 'text/plain' });
    }
    // Put back after the test rather than before the next, so the dev server's reload for it is over by then.
    await studioWorkerServer.putBack();
    removeArtAdded(art);
  },
});

export { expect } from '../support/test.ts';
