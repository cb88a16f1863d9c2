// @vitest-environment node
/**
 * A funnel's words in another language (funnels/<slug>.<tag>.json, issue 59), in a copy of the project
 * (tests/support/throwawayProject.ts): laid over the funnel and checked as a funnel, its copy placed under the
 * language's prefix with the same structure (events, split tests, field names), and a words file that cannot work
 * refused by `npm run check`, one line naming the file, the place and the reason.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { overlayWords } from '../../src/config/load/overlayWords.ts';
import { compileTracking } from '../../src/engine/tracking/compileTracking.ts';
import { allVariantPages } from '../../src/engine/experiments/variantAddresses.ts';
import { experimentTable } from '../../src/engine/experiments/experimentTable.ts';
import { funnelKey } from '../../src/engine/funnelKey.ts';
import { throwawayProject } from '../support/throwawayProject.ts';

const root = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A words file that says every step's title in German: the least a translation must hold. */
function germanWords(funnel: Record<string, unknown>): Record<string, unknown> {
  const steps = isRecord(funnel.steps) ? funnel.steps : {};
  return { title: 'Glanz', steps: Object.fromEntries(Object.keys(steps).map((id) => [id, { title: `Schritt ${id}` }])) };
}

/** The project with sites/glow.json publishing skincare (its split test on the order step) in English and German. */
function glowProject(words: (funnel: Record<string, unknown>) => unknown = germanWords): string {
  const dir = throwawayProject('funnel-words-', { sites: true });
  made.push(dir);
  const site = { origin: 'https://glow.example', name: 'Glow Ltd', email: 'hello@glow.example', translations: ['de'], funnels: ['skincare'], home: 'skincare' };
  writeFileSync(path.join(dir, 'sites', 'glow.json'), JSON.stringify(site, null, 2));
  const funnel = readJson(path.join(dir, 'funnels', 'skincare.json'));
  if (!isRecord(funnel)) throw new Error('funnels/skincare.json is not an object');
  writeFileSync(path.join(dir, 'funnels', 'skincare.de.json'), JSON.stringify(words(funnel), null, 2));
  // The engine's words in German, as docs/client-site.md has a newcomer add a language: English's catalogue copied
  // (untranslated, which no check can tell) beside the shipped ones.
  const languages = path.join(dir, 'languages');
  cpSync(path.resolve(import.meta.dirname, '../../languages'), languages, { recursive: true });
  cpSync(path.join(languages, 'en.json'), path.join(languages, 'de.json'));
  return dir;
}

describe('a funnel in a second language', () => {
  it('is the funnel again under /de, in its words, with the same split test, events and forms, each event saying its language', () => {
    const project = loadProjectData(glowProject(), { site: 'glow' });
    expect(project.errors).toEqual([]);
    const [english, german] = project.funnels;
    if (english === undefined || german === undefined) throw new Error('two copies of skincare expected');
    expect([funnelKey(english), funnelKey(german)]).toEqual(['skincare', 'skincare.de']);
    expect([english.slug, german.slug]).toEqual(['skincare', 'skincare']);
    expect([english.language, german.language]).toEqual(['en', 'de']);
    expect(german.steps.order?.title).toBe('Schritt order');
    // Its blocks are the funnel's but for the words (none given here) and its links to the site's own pages, in German.
    const unprefixed = JSON.stringify(german.steps.order?.blocks).replaceAll('"/de"', '"/"').replaceAll('"/de/', '"/');
    expect(JSON.parse(unprefixed)).toEqual(english.steps.order?.blocks);
    expect(JSON.stringify(german.steps.order?.blocks)).toContain('"href":"/de"');
    // The split test's variant page is built under the language's prefix, with the one experiment id of both.
    expect(allVariantPages(german).map((page) => page.path)).toEqual(['/de/order', '/de/order/b']);
    expect(experimentTable(german).experiments).toEqual(experimentTable(english).experiments);
    const views = (funnel: typeof english) => compileTracking(funnel).onEnter.order?.map((spec) => spec.params.language);
    expect(views(german)).toContainEqual({ is: 'de' });
    expect(views(english)).toContainEqual({ is: 'en' });
  });

  it('refuses, one line each: a step without words, a key the funnel has not, a non-string for a string, a structural field', () => {
    const dir = glowProject((funnel) => {
      const words = germanWords(funnel);
      const steps = words.steps as Record<string, Record<string, unknown>>;
      delete steps['thank-you'];
      steps.landing = { title: 'Start', subtitle: 'nope' };
      steps.order = { title: 7, blocks: [{ type: 'hero' }] };
      return words;
    });
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/cli/check.ts')], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('skincare.de.json'));
    expect(lines.map((line) => line.trim())).toEqual([
      'funnels/skincare.de.json: steps.landing.subtitle: not a step’s words: a step’s words are its title, description and blocks',
      'funnels/skincare.de.json: steps.order.title: expected a string, as the funnel has here; found a number',
      `funnels/skincare.de.json: steps.order.blocks[0].type: "type" is not a word: it is the funnel's structure, the same in every language`,
      'funnels/skincare.de.json: steps.thank-you: missing: step "thank-you" has no words in de',
    ]);
  });

  it('refuses a site’s language with no words file, and a words file for a language no site publishes the funnel in', () => {
    const dir = glowProject();
    rmSync(path.join(dir, 'funnels', 'skincare.de.json'));
    writeFileSync(path.join(dir, 'funnels', 'skincare.fr.json'), JSON.stringify({ title: 'Éclat' }));
    expect(loadProjectData(dir).errors).toEqual([
      'funnels/skincare.de.json: file not found: sites/glow.json publishes skincare in de (translations), and each step needs its words in it',
      'funnels/skincare.fr.json: words for a language the site is not published in: sites/glow.json does not list fr in its translations',
    ]);
  });

  it('refuses a translation that is the site’s own language, or whose prefix a step of the home funnel already has', () => {
    const dir = glowProject();
    const site = readJson(path.join(dir, 'sites', 'glow.json'));
    writeFileSync(path.join(dir, 'sites', 'glow.json'), JSON.stringify({ ...(isRecord(site) ? site : {}), translations: ['de', 'en', 'order'] }));
    writeFileSync(path.join(dir, 'funnels', 'skincare.en.json'), '{}');
    expect(loadProjectData(dir).errors.filter((line) => line.startsWith('sites/glow.json'))).toEqual([
      "sites/glow.json: translations[1]: en is the site's own language; a translation is another one",
      "sites/glow.json: translations[2]: /order is already a step of the home funnel skincare, and the translation's pages would be under it; give that step another path",
    ]);
  });

  it('lays lists over by place, leaving the funnel’s own where the words say null, and refuses one entry too many', () => {
    const funnel = { title: 'T', steps: { a: { title: 'A', blocks: [{ type: 'hero', heading: 'H', highlights: ['x', 'y'] }, { type: 'text', text: 'T' }] } } };
    expect(overlayWords(funnel, { steps: { a: { blocks: [null, { text: 'U' }] } } }, 'de')).toEqual({
      merged: { title: 'T', steps: { a: { title: 'A', blocks: [{ type: 'hero', heading: 'H', highlights: ['x', 'y'] }, { type: 'text', text: 'U' }] } } },
      issues: [],
    });
    expect(overlayWords(funnel, { steps: { a: { blocks: [{ highlights: ['p', 'q', 'r'] }] } } }, 'de').issues).toEqual([
      { path: ['steps', 'a', 'blocks', 0, 'highlights', 2], message: 'the funnel has 2 entries here, and this is one more' },
    ]);
  });
});
