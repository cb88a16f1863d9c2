// @vitest-environment node
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FUNNEL_FORMAT_VERSION } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { newFunnel } from '../../src/config/newFunnel/newFunnel.ts';
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
