/**
 * The site owner's promise: a funnel is config only. In a throwaway copy of
 * the project, `npm run new:funnel` adds a funnel, a copied funnel file and a
 * file in the old format (v1) sit beside it, and the project's own
 * `npm run check`, `npm run build` and `npm run preview` (whatever those
 * scripts do today) turn them into a site where each one is listed on the
 * showcase and runs in a real browser. The walk-through in docs/add-a-funnel.md is followed
 * too, to the funnel with an order step, a form and an offer. Nothing outside
 * funnels/ is edited but content/site.json, whose GA4 measurement ID is taken
 * out: the copy is also a site that measures nothing, as one was before it could.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { followWalkthrough, WALKTHROUGH_SLUG } from '../support/followWalkthrough.ts';
import { expect, test } from './support/test.ts';
import { freePort } from '../../src/harness/freePort.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SLUG = 'spring-launch';
const COPY = 'skincare-copy';
const OLD_FORMAT = 'tea-club';

/** What a checkout has that a build does not need, or must not share with the original. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);
/** Caches in node_modules that builds write to: each copy gets its own. */
const OWN_CACHES = new Set(['.cache', '.vite', '.vite-temp']);

const run = promisify(execFile);

/** `npm run <script> -- <args>` in the copy; throws with the script's output if it fails. */
async function npm(cwd: string, script: string, args: string[] = []) {
  try {
    return await run('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 5 * 60_000,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} failed:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** A copy of the project whose node_modules links to the real packages, so nothing is installed. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'authoring-e2e-'));
  for (const entry of readdirSync(ROOT)) {
    if (LEFT_OUT.has(entry) || entry.startsWith('dist-')) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.has(entry)) symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  // The artwork's renditions, copied from the project's own build: each is named by the hash of its SVG and
  // settings, so they are the copy's too, and encoding them all again would take minutes on a clean machine.
  const art = path.join(ROOT, 'node_modules', '.cache', 'art');
  if (existsSync(art)) cpSync(art, path.join(dir, 'node_modules', '.cache', 'art'), { recursive: true });
  return dir;
}


/** Starts `npm run preview` on its own port and waits until it answers. */
async function preview(cwd: string): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it also stops the server npm started.
  const server = spawn('npm', ['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`npm run preview stopped:\n${output}`);
    try {
      if ((await fetch(base)).ok) return { server, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run preview did not answer on ${base} within a minute:\n${output}`);
}

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The showcase's link to a funnel's landing page. */
function galleryLink(page: Page, slug: string) {
  return page.locator(`a[href="/funnels/${slug}"]`);
}

interface FunnelJson {
  title: string;
  steps: Record<string, { blocks: { type: string; heading?: string; actions?: { label: string; event?: string }[] }[] }>;
}

let project = '';
let base = '';
let server: ChildProcess | undefined;
let skincare: FunnelJson;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName }, testInfo) => {
  test.skip(browserName !== 'chromium' || testInfo.project.name !== 'desktop', 'builds its own copy of the site once; the desktop run covers it');
  testInfo.setTimeout(10 * 60_000);
  project = copyProject();

  const made = await npm(project, 'new:funnel', [SLUG]);
  expect(made.stdout).toContain(`Wrote funnels/${SLUG}.json`);
  expect(made.stdout).toContain(`http://localhost:5173/funnels/${SLUG}`);
  await npm(project, 'new:funnel', [WALKTHROUGH_SLUG]);
  const walkthroughFile = path.join(project, `funnels/${WALKTHROUGH_SLUG}.json`);
  const stages = followWalkthrough(readFileSync(path.join(project, 'docs/add-a-funnel.md'), 'utf8'), readFileSync(walkthroughFile, 'utf8'));
  writeFileSync(walkthroughFile, stages.at(-1) ?? '');
  // A copy as the README says to make one, as is: it shares the original's place in the showcase order, which is only a warning.
  const copy = JSON.parse(readFileSync(path.join(project, 'funnels/skincare.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(project, `funnels/${COPY}.json`), JSON.stringify(copy, null, 2));
  cpSync(path.join(ROOT, 'tests/fixtures/migrations/v1-tea-shop.json'), path.join(project, `funnels/${OLD_FORMAT}.json`));
  skincare = JSON.parse(readFileSync(path.join(project, 'funnels/skincare.json'), 'utf8')) as FunnelJson;

  // An owner who has not set up GA4 yet: the copy measures nothing (the last test reads what that leaves out).
  const siteFile = path.join(project, 'content/site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { analytics: Record<string, unknown> };
  writeFileSync(siteFile, JSON.stringify({ ...site, analytics: { dataLayer: false } }, null, 2));

  const checked = await npm(project, 'check');
  expect(checked.stdout.trim()).toMatch(/^✓ \d+ funnels, \d+ pages, \d+ case studies, \d+ client sites \(\d+ funnels\): all valid$/);
  await npm(project, 'build');
  ({ server, base } = await preview(project));
});

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

test('a funnel made by new:funnel is on the showcase and walks from landing to thank-you', async ({ page }) => {
  await page.goto(`${base}/showcase`);
  const link = galleryLink(page, SLUG);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAccessibleName('Open the demo: Spring Launch');
  await link.scrollIntoViewIfNeeded();
  await link.click();

  await expect(page).toHaveURL(`${base}/funnels/${SLUG}`);
  await expect(h1(page, 'Say what you offer in one line')).toBeVisible();
  await page.getByRole('link', { name: 'Get started', exact: true }).click();

  await expect(page).toHaveURL(`${base}/funnels/${SLUG}/thank-you`);
  await expect(h1(page, 'Thank you!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to showcase' })).toHaveAttribute('href', '/showcase');
});

test('a copied funnel file is a funnel of its own: listed, and its landing page leads on', async ({ page }) => {
  const hero = skincare.steps.landing?.blocks.find((block) => block.type === 'hero');
  const action = hero?.actions?.[0];
  if (hero?.heading === undefined || action === undefined) throw new Error('skincare.json has no hero with a button to start from');

  await page.goto(`${base}/showcase`);
  await expect(galleryLink(page, COPY)).toHaveAccessibleName(`Open the demo: ${skincare.title}`);

  await page.goto(`${base}/funnels/${COPY}`);
  await expect(h1(page, hero.heading)).toBeVisible();
  await page.getByRole('link', { name: action.label, exact: true }).first().click();
  await expect(page).not.toHaveURL(`${base}/funnels/${COPY}`);
  await expect(page).toHaveURL(new RegExp(`/funnels/${COPY}/[a-z0-9-]+$`));
});

test('a funnel file in format version 1 is migrated by the build and runs, delay included', async ({ page }) => {
  await page.goto(`${base}/showcase`);
  await expect(galleryLink(page, OLD_FORMAT)).toHaveAccessibleName('Open the demo: Leaf & Kettle Tea');

  await page.goto(`${base}/funnels/${OLD_FORMAT}`);
  await expect(h1(page, 'A fresh blend every month')).toBeVisible();
  await page.getByRole('link', { name: 'Join the club', exact: true }).click();
  await expect(page).toHaveURL(`${base}/funnels/${OLD_FORMAT}/sign-up`);
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(`${base}/funnels/${OLD_FORMAT}/welcome-pack`);
  await expect(h1(page, 'Welcome to the club')).toBeVisible();
});

test('the add-a-funnel walk-through ends in a funnel with an order step, a submitting form and an offer', async ({ page }) => {
  const at = (step: string) => `${base}/funnels/${WALKTHROUGH_SLUG}${step === '' ? '' : `/${step}`}`;
  await page.goto(at(''));
  await page.getByRole('link', { name: 'Get started', exact: true }).click();

  await expect(page).toHaveURL(at('order'));
  const family = page.getByRole('radio', { name: /Family bundle/ });
  await expect(page.getByRole('radio', { name: /Starter bundle/ })).toBeChecked();
  await family.check();
  await expect(family).toBeChecked();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(at('details'));
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Submitting...', exact: true })).toBeDisabled();

  await expect(page).toHaveURL(at('offer'));
  await expect(h1(page, 'Add a gift box at 20% off?')).toBeVisible();
  await page.getByRole('link', { name: 'Yes, add it', exact: true }).click();
  await expect(page).toHaveURL(at('thank-you'));
  await expect(h1(page, 'Thank you!')).toBeVisible();
});

test('with no GA4 measurement ID the site measures nothing: no consent script, banner or settings, no privacy page, the policy of before', () => {
  const dist = path.join(project, 'dist');
  // The split tests' head scripts (skincare's and its copy's), each allowed by its hash, as before.
  const hashes = readdirSync(path.join(dist, 'experiments'))
    .map((file) => `'sha256-${createHash('sha256').update(readFileSync(path.join(dist, 'experiments', file), 'utf8'), 'utf8').digest('base64')}'`)
    .sort();
  // The policy every page had before the site could measure, byte for byte (6bf884f), hashes aside.
  const policyOf = (html: string) => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const found = policy.match(/'sha256-[^']+'/g) ?? [];
    return { hashes: [...found].sort(), rest: found.reduce((text, hash) => text.replace(` ${hash}`, ''), policy) };
  };
  const before = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://www.google.com https://*.gstatic.com; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`;
  for (const page of ['index.html', 'funnels/skincare/index.html', 'funnels/skincare/order/index.html', '404.html']) {
    const html = readFileSync(path.join(dist, page), 'utf8');
    expect(html, page).not.toMatch(/data-consent|googletagmanager|Cookie settings|\/privacy/);
    expect(policyOf(html), page).toEqual({ hashes, rest: before });
  }
  const header = / {2}Content-Security-Policy: (.*)\n/.exec(readFileSync(path.join(dist, '_headers'), 'utf8'))?.[1] ?? '';
  expect(policyOf(`<meta http-equiv="Content-Security-Policy" content="${header}"`)).toEqual({ hashes, rest: `${before}; frame-ancestors 'none'` });
  expect(existsSync(path.join(dist, 'privacy')) || existsSync(path.join(dist, 'analytics'))).toBe(false);
  expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/privacy');
});
