// @vitest-environment node
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FUNNEL_FORMAT_VERSION } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { newFunnel, withFunnelListed } from '../../src/config/newFunnel/newFunnel.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { TAG_FINAL } from '../../src/engine/stepTags.ts';

const root = path.resolve(import.meta.dirname, '../..');

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-funnel-'));
  made.push(dir);
  return dir;
}

/** A project with the real content and artwork and one funnel, skincare.json, to collide with. */
function project(): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'funnels'));
  copyFileSync(path.join(root, 'funnels/skincare.json'), path.join(dir, 'funnels/skincare.json'));
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  return dir;
}

const files = (dir: string) => readdirSync(path.join(dir, 'funnels')).sort();

describe('npm run new:funnel', () => {
  it('writes a two-step funnel that validates, is listed as a funnel and walks from landing to thank-you', () => {
    const dir = project();
    const result = newFunnel(dir, ['summer-sale']);
    if (!result.ok) throw new Error(result.message);
    expect(result.file).toBe('funnels/summer-sale.json');
    expect(files(dir)).toEqual(['skincare.json', 'summer-sale.json']);

    const text = result.message.join('\n');
    expect(text).toContain('Wrote funnels/summer-sale.json');
    expect(text).toContain('http://localhost:5173/funnels/summer-sale');
    expect(text).toContain('npm run check');

    const written = JSON.parse(readFileSync(path.join(dir, 'funnels/summer-sale.json'), 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ $schema: '../schemas/funnel.schema.json', version: FUNNEL_FORMAT_VERSION, title: 'Summer Sale' });

    // The whole project still checks clean, pictures included, exactly as `npm run check` sees it.
    const { funnels, errors } = loadProjectData(dir);
    expect(errors).toEqual([]);
    const funnel = funnels.find((candidate) => candidate.slug === 'summer-sale');
    if (funnel === undefined) throw new Error('summer-sale was not loaded');
    expect(Object.keys(funnel.steps)).toEqual(['landing', 'thank-you']);

    const actor = createActor(createFunnelMachine(funnel)).start();
    expect(currentStep(actor.getSnapshot())).toBe('landing');
    const button = funnel.steps.landing?.blocks.find((block) => block.type === 'hero')?.actions[0];
    expect(button).toMatchObject({ label: 'Get started', event: 'START' });
    actor.send({ type: 'START' });
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
    expect(actor.getSnapshot().hasTag(TAG_FINAL)).toBe(true);
  });

  it('titles the funnel after its slug', () => {
    const dir = project();
    expect(newFunnel(dir, ['plan-2026']).ok).toBe(true);
    const [funnel] = loadFunnels(path.join(dir, 'funnels')).data.filter((candidate) => candidate.slug === 'plan-2026');
    expect(funnel?.title).toBe('Plan 2026');
  });

  it('refuses a slug that is taken, and leaves that file as it was', () => {
    const dir = project();
    const before = readFileSync(path.join(dir, 'funnels/skincare.json'), 'utf8');
    expect(newFunnel(dir, ['skincare'])).toEqual({
      ok: false,
      reason: 'exists',
      message: 'new:funnel: funnels/skincare.json already exists; pick another slug, or edit that file',
    });
    expect(readFileSync(path.join(dir, 'funnels/skincare.json'), 'utf8')).toBe(before);
    expect(files(dir)).toEqual(['skincare.json']);
  });

  it.each([
    [[], 'new:funnel: name the funnel, e.g. npm run new:funnel -- summer-sale (the name is its file name and its address)'],
    [[''], 'new:funnel: name the funnel, e.g. npm run new:funnel -- summer-sale (the name is its file name and its address)'],
    [['Summer', 'Sale'], 'new:funnel: give one slug, with hyphens between words, e.g. npm run new:funnel -- summer-sale'],
    [
      ['Summer Sale'],
      'new:funnel: "Summer Sale" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. summer-sale)',
    ],
    [
      ['summer_sale'],
      'new:funnel: "summer_sale" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. summer-sale)',
    ],
    [
      ['summer--sale'],
      'new:funnel: "summer--sale" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. summer-sale)',
    ],
    [['-sale'], 'new:funnel: "-sale" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. sale)'],
    [['../x'], 'new:funnel: "../x" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. x)'],
    [['ünïcode'], 'new:funnel: "ünïcode" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words (e.g. unicode)'],
    [
      ['a'.repeat(41)],
      `new:funnel: "${'a'.repeat(41)}" is 41 characters long; a slug has at most 40, so the address stays readable`,
    ],
  ])('refuses %j, writing nothing', (args, message) => {
    const dir = project();
    expect(newFunnel(dir, args)).toEqual({ ok: false, reason: 'usage', message });
    expect(files(dir)).toEqual(['skincare.json']);
  });

  it('refuses to run outside a project, where there is no funnels/ folder', () => {
    const dir = tempDir();
    expect(newFunnel(dir, ['summer-sale'])).toEqual({
      ok: false,
      reason: 'unwritable',
      message: 'new:funnel: there is no funnels/ folder here; run it from the project root, the folder with package.json',
    });
    expect(readdirSync(dir)).toEqual([]);
  });
});

/** A project holding Alder Physio's site: its two funnels and its site file, as committed. */
function clientProject(): string {
  const dir = project();
  for (const slug of ['alder-physio', 'back-care-class']) copyFileSync(path.join(root, `funnels/${slug}.json`), path.join(dir, `funnels/${slug}.json`));
  mkdirSync(path.join(dir, 'sites'));
  copyFileSync(path.join(root, 'sites/alder-physio.json'), path.join(dir, 'sites/alder-physio.json'));
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('npm run new:funnel -- <slug> --site <key>', () => {
  it('writes a funnel in the client’s words, linking only to the site’s own pages, and adds it to the site file’s funnels, changing nothing else', () => {
    const dir = clientProject();
    const before = read(dir, 'sites/alder-physio.json');
    const result = newFunnel(dir, ['summer-sale', '--site', 'alder-physio']);
    if (!result.ok) throw new Error(result.message);
    expect(result.site).toEqual({ file: 'sites/alder-physio.json', created: false });
    expect(result.message.join('\n')).toContain('Added "summer-sale" to the funnels of sites/alder-physio.json');
    expect(result.message.join('\n')).toContain('npm run build -- --site alder-physio');
    expect(read(dir, 'sites/alder-physio.json')).toBe(
      before.replace('"funnels": ["alder-physio", "back-care-class"]', '"funnels": ["alder-physio", "back-care-class", "summer-sale"]'),
    );

    const text = read(dir, 'funnels/summer-sale.json');
    expect(text).not.toMatch(/demo|showcase|portfolio/i);
    expect(text).toContain('Summer Sale is run by Alder Physio Ltd.');
    const links = [...text.matchAll(/"(?:href|to)": "([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/privacy', '/', '/privacy']);

    const site = loadProjectData(dir, { site: 'alder-physio' });
    expect(site.errors).toEqual([]);
    expect(site.funnels.map((funnel) => [funnel.slug, funnel.address])).toEqual([
      ['alder-physio', ''],
      ['back-care-class', '/back-care-class'],
      ['summer-sale', '/summer-sale'],
    ]);
    // The portfolio leaves it out: it is the client's.
    expect(loadProjectData(dir).funnels.map((funnel) => funnel.slug)).toEqual(['skincare']);
  });

  it('without the site file, writes one with the funnel as its home and stand-ins for the client’s facts, which check passes', () => {
    const dir = project();
    const result = newFunnel(dir, ['kayak-trips', '--site', 'harbour-kayaks']);
    if (!result.ok) throw new Error(result.message);
    expect(result.site).toEqual({ file: 'sites/harbour-kayaks.json', created: true });
    expect(result.message[1]).toBe(
      "✓ Wrote sites/harbour-kayaks.json, a site whose home is kayak-trips: put the client's own origin, name and email in it (they stand in as https://harbour-kayaks.example, Harbour Kayaks, hello@harbour-kayaks.example).",
    );
    expect(read(dir, 'sites/harbour-kayaks.json')).toBe(
      [
        '{',
        '  "$schema": "../schemas/client-site.schema.json",',
        '  "origin": "https://harbour-kayaks.example",',
        '  "name": "Harbour Kayaks",',
        '  "email": "hello@harbour-kayaks.example",',
        '  "funnels": ["kayak-trips"],',
        '  "home": "kayak-trips"',
        '}',
        '',
      ].join('\n'),
    );
    const site = loadProjectData(dir, { site: 'harbour-kayaks' });
    expect(site.errors).toEqual([]);
    expect(site.funnels.map((funnel) => [funnel.slug, funnel.address])).toEqual([['kayak-trips', '']]);
    expect(site.site?.name).toBe('Harbour Kayaks');
  });

  it('adds to a funnels list laid out one a line as its neighbours are, and leaves a list that names the funnel already as it was', () => {
    expect(withFunnelListed('{\n  "funnels": [\n    "a",\n    "b"\n  ],\n  "home": "a"\n}\n', 'c')).toBe('{\n  "funnels": [\n    "a",\n    "b",\n    "c"\n  ],\n  "home": "a"\n}\n');
    expect(withFunnelListed('{ "funnels": [], "home": "a" }', 'a')).toBe('{ "funnels": ["a"], "home": "a" }');
    expect(withFunnelListed('{ "home": "a" }', 'a')).toBeUndefined();

    const dir = clientProject();
    const site = read(dir, 'sites/alder-physio.json').replace('"funnels": ["alder-physio", "back-care-class"]', '"funnels": ["alder-physio", "back-care-class", "summer-sale"]');
    writeFileSync(path.join(dir, 'sites/alder-physio.json'), site);
    const result = newFunnel(dir, ['summer-sale', '--site', 'alder-physio']);
    expect(result.ok && result.message[1]).toBe('✓ sites/alder-physio.json lists summer-sale already.');
    expect(read(dir, 'sites/alder-physio.json')).toBe(site);
  });

  it('refuses a slug that is taken, leaving the site file as it was', () => {
    const dir = clientProject();
    const before = read(dir, 'sites/alder-physio.json');
    expect(newFunnel(dir, ['skincare', '--site', 'alder-physio'])).toEqual({
      ok: false,
      reason: 'exists',
      message: 'new:funnel: funnels/skincare.json already exists; pick another slug, or edit that file',
    });
    expect(read(dir, 'sites/alder-physio.json')).toBe(before);
  });

  it.each([
    [['summer-sale', '--site'], "new:funnel: --site names the client's site, its file in sites/ without .json, e.g. npm run new:funnel -- summer-sale --site fjord-tours"],
    [['summer-sale', '--site', 'Alder Physio'], 'new:funnel: "Alder Physio" is not a site\'s name: a site is sites/<name>.json, its name lower-case letters and digits, words joined by hyphens'],
    [['--site', 'alder-physio'], 'new:funnel: name the funnel, e.g. npm run new:funnel -- summer-sale --site alder-physio (the name is its file name and its address)'],
    [['Summer', 'Sale', '--site', 'alder-physio'], 'new:funnel: give one slug, with hyphens between words, e.g. npm run new:funnel -- summer-sale --site alder-physio'],
  ])('refuses %j, writing nothing', (args, message) => {
    const dir = clientProject();
    const before = read(dir, 'sites/alder-physio.json');
    expect(newFunnel(dir, args)).toEqual({ ok: false, reason: 'usage', message });
    expect(files(dir)).toEqual(['alder-physio.json', 'back-care-class.json', 'skincare.json']);
    expect(read(dir, 'sites/alder-physio.json')).toBe(before);
  });

  it('refuses a site file it cannot add to, writing nothing', () => {
    const dir = clientProject();
    writeFileSync(path.join(dir, 'sites/alder-physio.json'), '{ "home": "alder-physio" ');
    const result = newFunnel(dir, ['summer-sale', '--site', 'alder-physio']);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^new:funnel: sites\/alder-physio\.json cannot take the funnel: it is not valid JSON/);
    writeFileSync(path.join(dir, 'sites/alder-physio.json'), '{ "home": "alder-physio" }');
    expect(newFunnel(dir, ['summer-sale', '--site', 'alder-physio'])).toEqual({
      ok: false,
      reason: 'usage',
      message: 'new:funnel: sites/alder-physio.json has no "funnels" list to add summer-sale to; add "funnels": ["summer-sale"] to it',
    });
    expect(files(dir)).toEqual(['alder-physio.json', 'back-care-class.json', 'skincare.json']);
  });
});
