/**
 * `npm run test:changed [-- <git ref>]`: the tests a change can affect, for a
 * quick loop while working. The change is every file that differs from the
 * ref (HEAD by default: what is not committed yet), untracked files included.
 *
 * 1. The unit tests that import a changed file, directly or not (Vitest's
 *    `--changed`).
 * 2. When the change reaches the site (src/, funnels/, content/, schemas/,
 *    public/, index.html, vite.config.ts) or its tests: the build, the site
 *    tests that read it (tests/site, seconds), then the browser tests that can
 *    see the change: the specs that changed or import a changed file
 *    (Playwright's `--only-changed`), and the per-page tests (everyPage,
 *    firstScreen) of each page that shows a changed block or belongs to a
 *    changed funnel or content file.
 *
 * `npm test` stays the proof before a commit is shared; this is the short one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { allRoutes, contentRoutes, funnels, projectRoutes, stepRoutes, type SiteRoute } from './e2e/support/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ref = process.argv[2] ?? 'HEAD';

function git(args: string[]): string[] {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

const changed = [...new Set([...git(['diff', '--name-only', ref]), ...git(['ls-files', '--others', '--exclude-standard'])])];
if (changed.length === 0) {
  console.log(`Nothing differs from ${ref}: no tests to run.`);
  process.exit(0);
}
console.log(`${String(changed.length)} files differ from ${ref}.`);

function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const REACHES_SITE = /^(src|funnels|content|schemas|public)\/|^(index\.html|vite\.config\.ts|package-lock\.json)$/;
const BROWSER_TESTS = /^tests\/(e2e|site|support)\//;

/** The pages a changed file shows on: a block's, a funnel file's, a content file's. */
function pagesShowing(files: readonly string[]): SiteRoute[] {
  const blockTypes = new Set(files.flatMap((file) => /^src\/blocks\/([a-z0-9-]+)\//.exec(file)?.[1] ?? []));
  const funnelSlugs = new Set(files.flatMap((file) => /^funnels\/([a-z0-9-]+)\.json$/.exec(file)?.[1] ?? []));
  const contentChanged = files.some((file) => file.startsWith('content/'));
  const pages = new Map<string, SiteRoute>();
  for (const route of allRoutes()) {
    if (route.blocks.some((block) => blockTypes.has(block.type))) pages.set(route.path, route);
  }
  for (const funnel of funnels().filter((candidate) => funnelSlugs.has(candidate.slug))) {
    for (const route of stepRoutes(funnel)) pages.set(route.path, route);
  }
  if (contentChanged) for (const route of [...contentRoutes(), ...projectRoutes()]) pages.set(route.path, route);
  return [...pages.values()];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-head', '--changed', ref, '--passWithNoTests']);

if (changed.some((file) => REACHES_SITE.test(file) || BROWSER_TESTS.test(file))) {
  run('npm', ['run', '--silent', 'build']);
  run('npx', ['vitest', 'run', '--project', 'site']);
  run('npx', ['playwright', 'test', '--only-changed', ref, '--pass-with-no-tests']);
  const pages = pagesShowing(changed);
  if (pages.length > 0) {
    console.log(`\nPages that show the change: ${pages.map((page) => page.path).join(', ')}`);
    // Test titles start with the page's path (everyPage) or its label (firstScreen), then a colon.
    const titles = pages.flatMap((page) => [page.path, 'stepId' in page ? page.label : []].flat()).map(escape);
    run('npx', ['playwright', 'test', 'everyPage.spec.ts', 'firstScreen.spec.ts', '--grep', ` (${titles.join('|')}): `]);
  }
}
