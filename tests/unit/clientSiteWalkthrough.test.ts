// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { stepUrl } from '../../src/engine/stepRoutes.ts';
import { clientSiteWalkthrough } from '../support/clientSiteWalkthrough.ts';

const walkthrough = clientSiteWalkthrough('client-site-walkthrough-test-');
const { dir, key, slug } = walkthrough;
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every address a funnel's blocks link to (an `href` or a `to` that is a path or a URL), anywhere in them. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]: [string, unknown]) => ((name === 'href' || name === 'to') && typeof item === 'string' && /^\/|:\/\//.test(item) ? [item] : links(item)));
}

describe('docs/client-site.md: From new:funnel to a lead kept', () => {
  it('makes the funnel and its site with new:funnel, then pastes the site file (stage 2) and a booking step with its edits (stage 3)', () => {
    expect([key, slug]).toEqual(['harbour-kayaks', 'kayak-trips']);
    expect(walkthrough.stages.map((stage) => stage.stage)).toEqual([2, 3]);
    expect(walkthrough.stages[0]?.site).toContain('"name": "Harbour Kayaks Ltd"');
    expect(walkthrough.stages[1]?.funnel).toContain('"deliver": { "to": "worker", "keepDays": 180 }');
    expect(walkthrough.stages[1]?.funnel).toContain('Kayak Trips is run by Harbour Kayaks Ltd, 2 Quay Street.');
  });

  it('passes npm run check where the page runs it', () => {
    expect(walkthrough.checks).toEqual([[]]);
  });

  it('leaves the client’s site clean: its one funnel at the root, its facts, and the portfolio without it', () => {
    const site = loadProjectData(dir, { site: key });
    expect(site.errors).toEqual([]);
    expect(site.site).toMatchObject({ origin: 'https://harbourkayaks.example', name: 'Harbour Kayaks Ltd', email: 'hello@harbourkayaks.example' });
    expect(site.funnels.map((funnel) => [funnel.slug, funnel.address])).toEqual([[slug, '']]);
    const [funnel] = site.funnels;
    if (funnel === undefined) throw new Error('no funnel');
    expect(Object.keys(funnel.steps).map((step) => stepUrl(funnel, step))).toEqual(['/', '/book', '/thank-you']);
    expect(loadProjectData(dir).funnels.map((candidate) => candidate.slug)).not.toContain(slug);
  });

  it('writes a funnel with none of the portfolio’s words, linking only to the site’s own pages', () => {
    const text = readFileSync(path.join(dir, 'funnels', `${slug}.json`), 'utf8');
    expect(text).not.toMatch(/demo|showcase|portfolio|Maya Okafor/i);
    const [funnel] = loadProjectData(dir, { site: key }).funnels;
    const own = new Set([...Object.keys(funnel?.steps ?? {}).map((step) => (funnel === undefined ? '' : stepUrl(funnel, step))), '/privacy']);
    expect(links(funnel?.steps).filter((link) => !own.has(link))).toEqual([]);
  });

  it('runs only commands the suite knows, each naming this site: new:funnel and check here; the build, serve and leads in tests/site/clientSiteWalkthroughBuild.test.ts', () => {
    const lines = walkthrough.commands.map((command) => command.line);
    expect(lines).toEqual([`npm run new:funnel -- ${slug} --site ${key}`, 'npm run check', `npm run build -- --site ${key}`, `npm run serve -- --site ${key}`, `npm run leads -- --site ${key}`]);
    // The site's wrangler.toml (step 6) names the build's output and the migrations from the site's folder, where serve reads it.
    expect(walkthrough.configs).toEqual([{ stage: 6, file: `sites/${key}/wrangler.toml`, text: expect.stringContaining(`pages_build_output_dir = "../../dist-sites/${key}"`) as unknown }]);
    expect(walkthrough.configs[0]?.text).toContain('migrations_dir = "../../src/leads/migrations"');
    expect(existsSync(path.join(dir, 'src/leads/migrations'))).toBe(true);
  });
});
