// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNNEL_FORMAT_VERSION } from '../../schemas/funnel.ts';
import { REFUSED_DIR } from '../fixtures/svg/refusedSvgs.ts';
import { throwawayProject } from '../support/throwawayProject.ts';

const root = path.resolve(import.meta.dirname, '../..');
const broken = path.join(root, 'tests/fixtures/broken-funnels');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project({ funnels = true, copyPublic = false } = {}): string {
  const dir = throwawayProject('check-cli-', { funnels, copyPublic });
  made.push(dir);
  return dir;
}

/** `npm run check`, run where a person would run it. */
function check(cwd: string) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/cli/check.ts')], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const jsonCount = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).length;
const STACK_LINE = /^\s+at\s/m;

describe('npm run check', () => {
  it('prints exactly one line when every file is valid', () => {
    const dir = project();
    const pages = jsonCount(path.join(root, 'content/pages')) - 2; // case-study.json and privacy.json are layouts, not pages of their own
    const expected = `✓ ${jsonCount(path.join(dir, 'funnels'))} funnels, ${pages} pages, ${jsonCount(path.join(root, 'content/projects'))} case studies: all valid\n`;
    expect(check(dir)).toEqual({ status: 0, stdout: expected, stderr: '' });
  }, 60_000);

  it('accepts a copied funnel file, warning on stderr that it shares its order with the original', () => {
    const dir = project();
    copyFileSync(path.join(dir, 'funnels/plants.json'), path.join(dir, 'funnels/summer-sale.json'));
    const { status, stdout, stderr } = check(dir);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^✓ \d+ funnels, \d+ pages, \d+ case studies: all valid\n$/);
    expect(stderr).toBe(
      '⚠ funnels/summer-sale.json: order: 3 is also the order of funnels/plants.json; the gallery shows funnels that share a number by title (give each its own number to choose)\n',
    );
  }, 60_000);

  it('refuses a malformed GA4 measurement ID in content/site.json, naming the file, the field and the reason', () => {
    // Each kind of wrong ID and its reason: tests/unit/measurementId.test.ts.
    const dir = project();
    const siteFile = path.join(dir, 'content/site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { analytics: Record<string, unknown> };
    writeFileSync(siteFile, JSON.stringify({ ...site, analytics: { ...site.analytics, measurementId: 'GTM-5XK2M8' } }, null, 2));
    const { status, stdout, stderr } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'content/site.json: analytics.measurementId: GTM-5XK2M8 is a Google Tag Manager container ID; this field takes the GA4 web stream’s measurement ID (G- and 10 capitals or digits)\n',
    );
    expect(stderr).not.toMatch(STACK_LINE);
  }, 60_000);

  it('asks a site that measures for its privacy page', () => {
    const dir = project();
    rmSync(path.join(dir, 'content/pages/privacy.json'));
    const { status, stderr } = check(dir);
    expect(status).toBe(1);
    expect(stderr).toContain(
      'content/pages/privacy.json: file not found: content/site.json names a GA4 measurement ID (analytics.measurementId), and a site that measures its visitors needs a privacy page; copy this project’s own\n',
    );
  }, 60_000);

  it('lists every problem as file: JSON path: reason, and exits non-zero, with no stack trace', () => {
    const dir = project({ funnels: false });
    for (const file of ['wrong-type.json', 'not-json.json', 'unknown-version.json', 'unknown-target.json']) {
      copyFileSync(path.join(broken, file), path.join(dir, 'funnels', file));
    }
    const { status, stdout, stderr } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      '✗ 5 problems in config:',
      '',
      '  funnels/not-json.json: not valid JSON at line 1, column 32: a comma before "}" is not allowed in JSON: remove it',
      '  funnels/unknown-target.json: steps.landing.on.ORDER: no step "ordr" in steps (did you mean "order"?)',
      '  funnels/unknown-target.json: steps.order.blocks[0].image.src: no file public/art/x.svg; put the file under public/ (artwork goes in public/art/), or use an "icon" where the block has one',
      `  funnels/unknown-version.json: version: this file is format version 3, but this site understands up to ${FUNNEL_FORMAT_VERSION} — update the site (git pull) or lower the version`,
      '  funnels/wrong-type.json: steps.order.blocks[0].price: expected number, received string',
      '',
      'Fix the files above and run `npm run check` again.',
      '',
    ]);
    expect(stderr).not.toMatch(STACK_LINE);
  }, 60_000);

  // Issue 44's first file: a <script> hidden in a DTD entity, which jsdom left unexpanded and Chromium ran. Issue
  // 51's: 104 elements, within the counts of issue 44, drawing a billion shapes through nested <use>.
  it.each([
    [
      'dtd/entity-script.svg',
      'badge.svg',
      'its <!DOCTYPE> declares entities or other definitions of its own (an internal subset, line 4), which a browser expands into the drawing unseen by a check that does not; a picture needs none',
    ],
    ['cost/use-fan-out.svg', 'pattern.svg', 'it draws 1,000,000,000 shapes after <use>, limit 5,000 (line 1)'],
  ])('refuses %s copied into public/art/ by hand, naming the file, the reason and the figure', (fixture, name, reason) => {
    const dir = project({ copyPublic: true });
    copyFileSync(path.join(REFUSED_DIR, fixture), path.join(dir, 'public/art', name));
    const { status, stdout, stderr } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      '✗ 1 picture the site would serve refused (docs/artwork.md#what-a-picture-may-hold):',
      '',
      `  public/art/${name} is not taken: ${reason}`,
      '',
      'Fix the files above and run `npm run check` again.',
      '',
    ]);
    expect(stderr).not.toMatch(STACK_LINE);
  }, 60_000);

  it('says where to run it from when it is run outside the project, in one line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-cli-'));
    made.push(dir);
    const { status, stderr } = check(dir);
    expect(status).toBe(1);
    expect(stderr).toBe('✗ no funnels/ or content/ folder here: run npm run check from the project root, the folder with package.json\n');
  }, 60_000);
});
