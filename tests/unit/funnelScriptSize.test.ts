/**
 * A funnel page's script must not grow with the number of funnel files:
 * the client is built twice, from this project's six funnels and from a
 * hundred, and the JavaScript /funnels/skincare loads (the entry, the funnel
 * page, the blocks its landing step draws and its own funnel's chunk, each
 * with everything it imports) may differ by at most 2%.
 */
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { funnelModuleId } from '../../src/engine/funnelModuleId.ts';
import { modulePreloads, readManifest } from '../../src/site/prerender/viteManifest.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'funnel-script-size-'));
const SLUG = 'skincare';

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A data folder with this project's content and `count` funnel files: the real ones, then renamed copies. */
function dataFolder(count: number): string {
  const dir = path.join(work, `data-${String(count)}`);
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  const funnelsDir = path.join(dir, 'funnels');
  // The portfolio's funnels: those a client's site publishes are not in its build (sites/ is not copied).
  const portfolio = new Set(loadProjectData(root).funnels.map((funnel) => `${funnel.slug}.json`));
  cpSync(path.join(root, 'funnels'), funnelsDir, { recursive: true, filter: (source) => !source.endsWith('.json') || portfolio.has(path.basename(source)) });
  const originals = readdirSync(funnelsDir).filter((name) => name.endsWith('.json'));
  for (let i = originals.length; i < count; i += 1) {
    const source = originals[i % originals.length];
    if (source === undefined) throw new Error('funnels/ is empty');
    const copy = path.join(funnelsDir, `copy-${String(i)}-${source}`);
    copyFileSync(path.join(funnelsDir, source), copy);
    // Without the original's place in the showcase order, so the build does not warn of a tie for each copy.
    const json = JSON.parse(readFileSync(copy, 'utf8')) as Record<string, unknown>;
    delete json.order;
    writeFileSync(copy, JSON.stringify(json));
  }
  expect(readdirSync(funnelsDir).filter((name) => name.endsWith('.json'))).toHaveLength(count);
  return dir;
}

/** Bytes of JavaScript the skincare landing page loads, in a client build from `count` funnels. */
async function funnelPageScript(count: number): Promise<number> {
  const outDir = path.join(work, `out-${String(count)}`);
  const nodeEnv = process.env.NODE_ENV;
  process.env.SITE_DATA_DIR = dataFolder(count);
  // Vitest runs with NODE_ENV=test, which would give React's development build; measure what ships.
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
  } finally {
    delete process.env.SITE_DATA_DIR;
    process.env.NODE_ENV = nodeEnv;
  }
  const manifest = await readManifest(outDir);
  const funnel = JSON.parse(readFileSync(path.join(root, 'funnels', `${SLUG}.json`), 'utf8')) as {
    landing: string;
    steps: Record<string, { blocks: { type: string }[] }>;
  };
  const blockTypes = new Set(funnel.steps[funnel.landing]?.blocks.map((block) => block.type));
  const blockModules = Object.keys(manifest).filter((key) => {
    const folder = /^src\/blocks\/([^/]+)\/[^/]+\.tsx$/.exec(key)?.[1];
    return folder !== undefined && blockTypes.has(folder);
  });
  expect(blockModules.length).toBe(blockTypes.size);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error('no entry chunk');
  const files = [`/${entry.file}`, ...modulePreloads(manifest, ['src/app/FunnelPage.tsx', funnelModuleId(SLUG), ...blockModules]).scripts];
  return files.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
}

describe('a funnel page’s script and the number of funnels', () => {
  it('grows by at most 2% from 6 funnel files to 100', async () => {
    const six = await funnelPageScript(6);
    const hundred = await funnelPageScript(100);
    console.info(`/funnels/${SLUG} script: ${String(six)} bytes with 6 funnels, ${String(hundred)} with 100 (+${((hundred / six - 1) * 100).toFixed(2)}%)`);
    expect(hundred).toBeGreaterThanOrEqual(six);
    expect(hundred / six).toBeLessThanOrEqual(1.02);
  }, 300_000);
});
