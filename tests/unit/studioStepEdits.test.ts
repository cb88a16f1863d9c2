// @vitest-environment node
// Here rather than beside stepEdits.ts: it holds the studio's page (the edit) and its server (the write) to one
// result, and the page's folder may not import the server's (folderDependencies.test).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import type { FunnelFile } from '../../src/config/newFunnel/newFunnelTemplate.ts';
import { editJsonText } from '../../src/studio/server/editJsonText.ts';
import { insertStepAfter, renameStep } from '../../src/studio/ui/stepEdits.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fileText = (slug: string) => readFileSync(path.join(root, 'funnels', `${slug}.json`), 'utf8');

/** The lines a rename changed, by line number (1-based): a rename edits names in place, so no line comes or goes. */
function changedLineNumbers(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [index + 1]));
}

/** Renames a step of a project funnel as the studio writes it: the new text, and what the check says of it. */
function renamed(slug: string, from: string, to: string) {
  const before = fileText(slug);
  const config = JSON.parse(before) as FunnelFile;
  const refusal = renameStep(config, from, to);
  const after = editJsonText(before, config);
  return { before, after, refusal, errors: loadProjectData(root, { candidate: { slug, config } }).errors };
}

describe('renameStep', () => {
  it('renames the cinnamon offer step where it stands, and every transition, tracking trigger, offer item and forecast that names it, and nothing else', () => {
    const { before, after, refusal, errors } = renamed('cinnamon', 'upsell', 'gift-offer');
    expect(refusal).toBeUndefined();
    expect(errors).toEqual([]);
    const lines = before.split('\n');
    // The transition to it, its key in steps, the two tracking events (trigger and item) and its forecast: not its path, not the upsell block's type.
    const naming = [67, 69, 127, 128, 149];
    expect(changedLineNumbers(before, after)).toEqual(naming);
    for (const number of naming) expect(after.split('\n')[number - 1]).toBe(lines[number - 1]?.replaceAll('"upsell"', '"gift-offer"'));
    expect(Object.keys((JSON.parse(after) as FunnelFile).steps)).toEqual(Object.keys((JSON.parse(before) as FunnelFile).steps).map((id) => (id === 'upsell' ? 'gift-offer' : id)));
  });

  it('follows a split test: its step, and the forecast’s figures for its variant; the funnel’s own "order" number stays', () => {
    const { before, after, refusal, errors } = renamed('skincare', 'order', 'checkout');
    expect(refusal).toBeUndefined();
    expect(errors).toEqual([]);
    const changed = changedLineNumbers(before, after).map((number) => after.split('\n')[number - 1]?.trim());
    expect(changed).toEqual([
      '"on": { "ORDER": "checkout" }',
      '"checkout": {',
      expect.stringContaining('"when": { "step": "checkout", "event": "CHECKOUT" }'),
      '"step": "checkout",',
      '"checkout": {',
      '"checkout": {',
    ]);
    expect((JSON.parse(after) as { order: number }).order).toBe(1);
  });

  it('renames the landing step, and `landing` with it', () => {
    const config = JSON.parse(fileText('plants')) as FunnelFile;
    expect(renameStep(config, 'landing', 'welcome')).toBeUndefined();
    expect(config.landing).toBe('welcome');
    expect(Object.keys(config.steps)[0]).toBe('welcome');
    expect(loadProjectData(root, { candidate: { slug: 'plants', config } }).errors).toEqual([]);
  });

  it('follows a branch of a quiz’s answers', () => {
    const config = JSON.parse(fileText('northwind-coffee')) as FunnelFile;
    expect(renameStep(config, 'result-dark', 'result-bold')).toBeUndefined();
    // Its address is its own, and stays: only the id is renamed.
    expect(config.steps['result-bold']?.path).toBe('result-dark');
    expect(JSON.stringify(config).split('"result-dark"')).toHaveLength(2);
    expect(loadProjectData(root, { candidate: { slug: 'northwind-coffee', config } }).errors).toEqual([]);
  });

  it('refuses an id that is taken or not a step id, with the reason, and changes nothing', () => {
    const config = JSON.parse(fileText('cinnamon')) as FunnelFile;
    const untouched = structuredClone(config);
    expect(renameStep(config, 'upsell', 'landing')).toBe('There is already a step "landing".');
    expect(renameStep(config, 'upsell', 'Gift Offer')).toBe('A step id is lower-case letters and digits, words joined by single dashes, e.g. thank-you.');
    expect(config).toEqual(untouched);
  });
});

describe('insertStepAfter', () => {
  it('puts a new step right after the given one, or last without one', () => {
    const config = JSON.parse(fileText('skincare')) as FunnelFile;
    const step = structuredClone(Object.values(config.steps)[0]);
    if (step === undefined) throw new Error('skincare has no steps');
    insertStepAfter(config, 'landing', 'quiz', step);
    expect(Object.keys(config.steps).slice(0, 3)).toEqual(['landing', 'quiz', 'order']);
    insertStepAfter(config, undefined, 'last', step);
    expect(Object.keys(config.steps).at(-1)).toBe('last');
  });
});
