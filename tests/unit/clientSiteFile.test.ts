// @vitest-environment node
/**
 * `npm run check` on a client's site file (sites/<key>.json, issue 52): the real ones counted in its one line,
 * and a file that cannot work refused, naming the file, the field and the reason, one line each, in a copy of
 * the project (tests/support/throwawayProject.ts) with the real sites/ beside the broken ones.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { throwawayProject } from '../support/throwawayProject.ts';
import { WORDS_FILE } from '../../src/config/load/funnelSlug.ts';

const root = path.resolve(import.meta.dirname, '../..');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = throwawayProject('client-site-file-', { sites: true });
  made.push(dir);
  return dir;
}

/** `npm run check`, run where a person would run it. */
function check(cwd: string) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/cli/check.ts')], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// A funnel's words in another language (funnels/<slug>.<tag>.json) are not a file of their own kind to count.
const jsonFiles = (dir: string) => readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.json') && !WORDS_FILE.test(file));

/** A site file that works but for what `change` sets: its own origin and one portfolio funnel, its home. */
function siteFile(dir: string, key: string, change: Record<string, unknown>): void {
  const site = { origin: `https://${key}.example`, name: `${key} Ltd`, email: `hello@${key}.example`, funnels: ['skincare'], home: 'skincare', ...change };
  writeFileSync(path.join(dir, 'sites', `${key}.json`), JSON.stringify(site, null, 2));
}

describe('npm run check and the client sites', () => {
  it('counts the client sites and the funnels they publish in its one line', () => {
    const sites = jsonFiles('sites').map((file) => JSON.parse(readFileSync(path.join(root, 'sites', file), 'utf8')) as { funnels: string[] });
    const clientFunnels = sites.flatMap((site) => site.funnels);
    const portfolioFunnels = jsonFiles('funnels').length - new Set(clientFunnels).size;
    const pages = jsonFiles('content/pages').length - 2; // case-study.json and privacy.json are layouts, not pages of their own
    const caseStudies = jsonFiles('content/projects').length;
    expect(check(project())).toEqual({
      status: 0,
      stdout: `✓ ${String(portfolioFunnels)} funnels, ${String(pages)} pages, ${String(caseStudies)} case studies, ${String(sites.length)} client sites (${String(clientFunnels.length)} funnels): all valid\n`,
      stderr: '',
    });
    // With this project's own files: Fjord Tours, Alder Physio and Ember Roasters.
    expect(sites.length).toBe(3);
  }, 60_000);

  it('refuses a site file that cannot work, naming the file, the field and the reason, one line each', () => {
    const dir = project();
    // Beside the real sites/fjord-tours.json (https://fjordtours.example, funnel fjord-tours) and sites/alder-physio.json.
    siteFile(dir, 'takes-fjord-tours', { funnels: ['fjord-tours'], home: 'fjord-tours' });
    siteFile(dir, 'home-elsewhere', { funnels: ['plants'], home: 'cinnamon' });
    siteFile(dir, 'http-origin', { origin: 'http://http-origin.example' });
    siteFile(dir, 'no-such-funnel', { funnels: ['summer-sale'], home: 'summer-sale' });
    siteFile(dir, 'portfolio-origin', { origin: 'https://mayaokafor.design', funnels: ['medical'], home: 'medical' });
    siteFile(dir, 'same-origin', { origin: 'https://fjordtours.example', funnels: ['travel'], home: 'travel' });
    siteFile(dir, 'wrong-id', { analytics: { measurementId: 'UA-1234567-1' } });
    const { status, stdout, stderr } = check(dir);
    expect({ status, stdout }).toEqual({ status: 1, stdout: '' });
    expect(stderr.split('\n')).toEqual([
      '✗ 7 problems in config:',
      '',
      '  sites/home-elsewhere.json: home: "cinnamon" is not one of this site\'s funnels (plants)',
      '  sites/http-origin.json: origin: expected an https:// address with no path, e.g. https://example.com: pages served over http are marked not secure, and their forms warn before sending (found "http://http-origin.example")',
      '  sites/no-such-funnel.json: funnels[0]: no funnel file funnels/summer-sale.json',
      "  sites/portfolio-origin.json: origin: https://mayaokafor.design is already content/site.json's origin: each site needs its own",
      "  sites/same-origin.json: origin: https://fjordtours.example is already sites/fjord-tours.json's origin: each site needs its own",
      "  sites/takes-fjord-tours.json: funnels[0]: funnels/fjord-tours.json is already sites/fjord-tours.json's: a funnel is published by one site",
      '  sites/wrong-id.json: analytics.measurementId: UA-1234567-1 is a Universal Analytics property, which Google retired in 2024; this field takes a GA4 measurement ID (G- and 10 capitals or digits)',
      '',
      'Fix the files above and run `npm run check` again.',
      '',
    ]);
    expect(stderr).not.toMatch(/^\s+at\s/m);
  }, 60_000);

  it('refuses a funnel or a home step at an address the site keeps for itself: /stripe, where Stripe posts its events, among them', () => {
    const dir = project();
    // A copy of the plants funnel published as /stripe, and the cinnamon funnel's order step moved to /stripe as a site's home.
    writeFileSync(path.join(dir, 'funnels/stripe.json'), readFileSync(path.join(root, 'funnels/plants.json'), 'utf8'));
    const cinnamon = JSON.parse(readFileSync(path.join(root, 'funnels/cinnamon.json'), 'utf8')) as { steps: Record<string, { path: string }> };
    const order = Object.values(cinnamon.steps).find((step) => step.path !== '');
    if (order === undefined) throw new Error('cinnamon has one step only');
    order.path = 'privacy';
    writeFileSync(path.join(dir, 'funnels/cinnamon.json'), JSON.stringify(cinnamon, null, 2));
    siteFile(dir, 'stripe-slug', { funnels: ['skincare', 'stripe'], home: 'skincare' });
    siteFile(dir, 'privacy-step', { funnels: ['cinnamon'], home: 'cinnamon' });
    expect(loadProjectData(dir).errors.filter((line) => line.startsWith('sites/'))).toEqual([
      `sites/privacy-step.json: home: cinnamon's step at /privacy would be hidden by the site's own address for its privacy page; give that step another path`,
      "sites/stripe-slug.json: funnels[1]: /stripe is the site's own address for its Stripe webhook; rename the funnel",
    ]);
  });
});
