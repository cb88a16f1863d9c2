// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../config/load/projectData.ts';
import type { ChangedOnDisk, FunnelFile, FunnelList, Invalid, Refused, Saved } from '../api/types.ts';
import { jsonAt, listAt, objectAt, setJsonAt } from '../../../tests/support/jsonAt.ts';
import { studioApi } from './funnelApi.ts';
import { throwawayProject } from '../../../tests/support/throwawayProject.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project({ funnels = true } = {}): string {
  // With the clients' site files, as the project has them: a funnel's site and address are the project's.
  const dir = throwawayProject('studio-api-', { funnels, sites: true });
  made.push(dir);
  return dir;
}

/** An npm script of this project, run in `cwd` as a person would run it there. */
function npmScript(script: 'check' | 'newFunnel', cwd: string, args: string[] = []) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, `src/cli/${script}.ts`), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const read = (dir: string, slug: string) => readFileSync(path.join(dir, 'funnels', `${slug}.json`), 'utf8');
const getFunnel = (dir: string, slug: string) => studioApi(dir, 'GET', `/funnels/${slug}`, undefined).body as FunnelFile;

/** Skincare's order page with its first option's price set to `price`. */
function withPrice(config: unknown, price: unknown): unknown {
  const next = structuredClone(config);
  const index = listAt(next, ['steps', 'order', 'blocks']).findIndex((block) => objectAt(block, []).type === 'order-options');
  return setJsonAt(next, ['steps', 'order', 'blocks', index, 'options', 0, 'price'], price);
}

describe('the studio API', () => {
  it('lists every funnel in the showcase order, with its steps, then the funnels of clients’ sites', () => {
    const { status, body } = studioApi(root, 'GET', '/funnels', undefined);
    expect(status).toBe(200);
    const { funnels } = body as FunnelList;
    expect(funnels.map((funnel) => funnel.slug)).toEqual(['skincare', 'medical', 'plants', 'cinnamon', 'travel', 'northwind-coffee', 'alder-physio', 'back-care-class', 'coffee-club', 'fjord-tours']);
    expect(funnels[0]).toEqual({ slug: 'skincare', title: 'Lumière Glow Serum', order: 1, steps: ['landing', 'order', 'thank-you'], site: null, address: '/funnels/skincare' });
  });

  it('reads a file with its text, version and no problems when it is valid', () => {
    const file = getFunnel(root, 'skincare');
    expect(file.text).toBe(read(root, 'skincare'));
    expect(file.config).toEqual(JSON.parse(file.text));
    expect(file.problems).toEqual([]);
    expect(studioApi(root, 'GET', '/funnels/nowhere', undefined).status).toBe(404);
    // A slug is a file name: nothing outside funnels/ can be named.
    expect(studioApi(root, 'GET', '/funnels/..%2Fpackage', undefined).status).toBe(404);
  });

  it('saves a valid change as that one line, and says the new version', () => {
    const dir = project();
    const before = read(dir, 'skincare');
    const file = getFunnel(dir, 'skincare');
    const config = setJsonAt(structuredClone(file.config), ['steps', 'landing', 'blocks', 2, 'heading'], 'Brighter skin in two weeks');
    const { status, body } = studioApi(dir, 'PUT', '/funnels/skincare', { config, baseVersion: file.version });
    expect(status).toBe(200);
    const after = read(dir, 'skincare');
    expect((body as Saved).text).toBe(after);
    expect((body as Saved).version).toBe(getFunnel(dir, 'skincare').version);
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['          "heading": "Brighter skin in two weeks",']);
  });

  it('refuses an invalid price with the line npm run check prints for it, and writes nothing', () => {
    const dir = project();
    const before = read(dir, 'skincare');
    const file = getFunnel(dir, 'skincare');
    const config = withPrice(file.config, -5);

    const checked = studioApi(dir, 'POST', '/validate', { slug: 'skincare', config });
    expect(checked.status).toBe(200);
    const saved = studioApi(dir, 'PUT', '/funnels/skincare', { config, baseVersion: file.version });
    expect(saved.status).toBe(422);
    expect(read(dir, 'skincare')).toBe(before);
    const { problems } = saved.body as Invalid;
    expect(problems).toEqual((checked.body as Invalid).problems);
    expect(problems.map((problem) => problem.path)).toEqual([['steps', 'order', 'blocks', 2, 'options', 0, 'price']]);

    // The same file written by hand: npm run check prints the very same line (indented under its heading).
    writeFileSync(path.join(dir, 'funnels/skincare.json'), `${JSON.stringify(config, null, 2)}\n`);
    const cli = npmScript('check', dir);
    expect(cli.status).toBe(1);
    expect(cli.output.split('\n')).toContain(`  ${problems[0]?.line ?? ''}`);
    expect(problems[0]?.line).toBe(`funnels/skincare.json: steps.order.blocks[2].options[0].price: ${problems[0]?.message ?? ''}`);
  });

  it('checks a candidate against the rest of the project: a step that does not exist is the graph check’s problem', () => {
    const file = getFunnel(root, 'skincare');
    const config = setJsonAt(structuredClone(file.config), ['steps', 'landing', 'on', 'ORDER'], 'checkout');
    const { body } = studioApi(root, 'POST', '/validate', { slug: 'skincare', config });
    const { problems } = body as Invalid;
    expect(problems.length).toBeGreaterThan(0);
    const lines = loadProjectData(root, { candidate: { slug: 'skincare', config } }).errors;
    expect(problems.map((problem) => problem.line)).toEqual(lines);
    expect(problems[0]?.line).toMatch(/^funnels\/skincare\.json: steps\.landing\.on\.ORDER: .*checkout/);
  });

  it('warns of an order another file has taken meanwhile: the files beside the candidate are read as they are now', () => {
    const dir = project();
    const { config } = getFunnel(dir, 'skincare');
    const validate = () => studioApi(dir, 'POST', '/validate', { slug: 'skincare', config }).body as { problems: unknown[]; warnings: { line: string }[] };
    expect(validate()).toEqual({ problems: [], warnings: [] });
    writeFileSync(path.join(dir, 'funnels/medical.json'), read(dir, 'medical').replace('"order": 2,', '"order": 1,'));
    const { problems, warnings } = validate();
    expect(problems).toEqual([]);
    expect(warnings.map((warning) => warning.line)).toEqual(loadProjectData(dir).warnings);
    expect(warnings[0]?.line).toMatch(/^funnels\/skincare\.json: order: 1 is also the order of funnels\/medical\.json/);
  });

  it('refuses a save made from a version no longer on disk, writing nothing, and says what is there now', () => {
    const dir = project();
    const file = getFunnel(dir, 'skincare');
    // Someone else (an editor, git) changes the file after the studio read it.
    const edited = file.text.replace('"title": "Lumière Glow Serum"', '"title": "Lumière Serum"');
    writeFileSync(path.join(dir, 'funnels/skincare.json'), edited);
    const config = setJsonAt(structuredClone(file.config), ['pitch'], 'A pitch written in the studio.');
    const { status, body } = studioApi(dir, 'PUT', '/funnels/skincare', { config, baseVersion: file.version });
    expect(status).toBe(409);
    expect(read(dir, 'skincare')).toBe(edited);
    const conflict = body as ChangedOnDisk;
    expect(conflict.reason).toBe('changed-on-disk');
    expect(conflict.text).toBe(edited);
    expect(conflict.version).toBe(getFunnel(dir, 'skincare').version);
    expect(jsonAt(conflict.config, ['title'])).toBe('Lumière Serum');
  });

  it('creates a funnel exactly as npm run new:funnel writes it, one the check passes', () => {
    const dir = project();
    const { status, body } = studioApi(dir, 'POST', '/funnels', { slug: 'summer-sale' });
    expect(status).toBe(201);
    const created = body as FunnelFile;
    expect(created.problems).toEqual([]);

    const cliDir = project();
    expect(npmScript('newFunnel', cliDir, ['summer-sale']).status).toBe(0);
    expect(read(dir, 'summer-sale')).toBe(read(cliDir, 'summer-sale'));
    expect(created.text).toBe(read(cliDir, 'summer-sale'));
    expect(loadProjectData(dir).errors).toEqual([]);
  });

  it('refuses a taken slug (409) and a bad one (422) in the CLI’s words, writing nothing', () => {
    const dir = project();
    const taken = studioApi(dir, 'POST', '/funnels', { slug: 'skincare' });
    expect(taken.status).toBe(409);
    expect((taken.body as Refused).message).toBe('new:funnel: funnels/skincare.json already exists; pick another slug, or edit that file');
    const bad = studioApi(dir, 'POST', '/funnels', { slug: 'Summer Sale' });
    expect(bad.status).toBe(422);
    expect((bad.body as Refused).message).toBe(npmScript('newFunnel', dir, ['Summer Sale']).output.trim());
    expect(studioApi(dir, 'GET', '/funnels', undefined).body).toEqual(studioApi(root, 'GET', '/funnels', undefined).body);
  });

  it('answers a malformed request with a 400 that says what is missing', () => {
    const { status, body } = studioApi(root, 'PUT', '/funnels/skincare', { config: {} });
    expect(status).toBe(400);
    expect((body as Refused).message).toContain('baseVersion');
  });
});
