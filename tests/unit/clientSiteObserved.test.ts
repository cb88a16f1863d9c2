// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { observedCommand } from '../../src/cli/observedCommand.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { placeAddress } from '../../src/observed/readJourney.ts';
import { simulateExport } from '../../src/observed/simulateExport.ts';
import { throwawayProject } from '../support/throwawayProject.ts';

/**
 * A client's site, Lumière, that publishes two funnels with forecasts: skincare as its home (at /, its order
 * step at /order) and plants beside it (at /plants). `forecast` and `observed` with `--site lumiere` read that
 * site alone, at its origin and its addresses.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dir = throwawayProject('client-site-observed-');
mkdirSync(path.join(dir, 'sites'));
writeFileSync(
  path.join(dir, 'sites/lumiere.json'),
  JSON.stringify({ origin: 'https://lumiere.example', name: 'Lumière Ltd', email: 'hello@lumiere.example', funnels: ['skincare', 'plants'], home: 'skincare' }),
);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const client = loadProjectData(dir, { site: 'lumiere' });
const portfolio = loadProjectData(root);
const SLOW = { timeout: 90_000 };

const funnelOf = (funnels: readonly Funnel[], slug: string): Funnel => {
  const found = funnels.find((candidate) => candidate.slug === slug);
  if (found?.forecast === undefined) throw new Error(`no funnel ${slug} with a forecast`);
  return found;
};

/** Simulated visitors of these funnels on this origin, as `bq extract` writes them (`npm run simulate`'s rows). */
function exportFile(name: string, funnels: readonly Funnel[], origin: string): string {
  const lines = funnels.flatMap((funnel, index) =>
    [...simulateExport(funnel, funnel.forecast ?? ({} as never), { visitors: 400, seed: 11 + index, origin, start: '2026-11-01', days: 30 })].map((row) => JSON.stringify(row)),
  );
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `npm run observed -- …args` in `cwd`, its report parsed (--json). */
async function observed(cwd: string, ...args: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const status = await observedCommand([...args, '--json'], cwd, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { status, error, report: status === 0 ? (JSON.parse(out.join('\n')) as { funnels: { slug: string; visitors: number }[]; skipped: Record<string, number> }) : undefined };
}

describe('a client’s page addresses, placed on its funnels’ steps', () => {
  it('reads its home funnel at the root and another funnel under its slug, and the portfolio’s at /funnels/<slug>', () => {
    expect(client.errors).toEqual([]);
    const place = (funnels: readonly Funnel[], pathname: string) => {
      const placed = placeAddress(funnels, pathname);
      return placed === undefined ? undefined : `${placed.funnel.slug} ${placed.step}`;
    };
    expect(place(client.funnels, '/')).toBe('skincare landing');
    expect(place(client.funnels, '/order')).toBe('skincare order');
    expect(place(client.funnels, '/order/b')).toBe('skincare order');
    expect(place(client.funnels, '/plants')).toBe('plants landing');
    expect(place(client.funnels, '/plants/product')).toBe('plants product');
    expect(place(client.funnels, '/privacy')).toBeUndefined();
    expect(place(client.funnels, '/funnels/skincare/order')).toBeUndefined();
    expect(place(portfolio.funnels, '/funnels/skincare/order')).toBe('skincare order');
    expect(place(portfolio.funnels, '/funnels/plants/')).toBe('plants landing');
    expect(place(portfolio.funnels, '/order')).toBeUndefined();
  });
});

describe('npm run observed -- --site <key>', SLOW, () => {
  const clientExport = exportFile('lumiere.ndjson', [funnelOf(client.funnels, 'skincare'), funnelOf(client.funnels, 'plants')], client.site?.origin ?? '');
  const portfolioExport = exportFile('portfolio.ndjson', [funnelOf(portfolio.funnels, 'skincare'), funnelOf(portfolio.funnels, 'plants')], portfolio.site?.origin ?? '');

  it('simulates the client’s visitors at its own origin and addresses', () => {
    const rows = [funnelOf(client.funnels, 'skincare'), funnelOf(client.funnels, 'plants')].flatMap((funnel) => [
      ...simulateExport(funnel, funnel.forecast ?? ({} as never), { visitors: 50, seed: 3, origin: client.site?.origin ?? '', start: '2026-11-01', days: 1 }),
    ]);
    const locations = new Set(JSON.stringify(rows).match(/https:\/\/[^"]*/g));
    expect(locations).toContain('https://lumiere.example/');
    expect(locations).toContain('https://lumiere.example/order');
    expect(locations).toContain('https://lumiere.example/plants');
    expect([...locations].filter((location) => !location.startsWith('https://lumiere.example/') || location.includes('/funnels/'))).toEqual([]);
  });

  it('reads that site’s funnels at its origin: the same numbers as the same visitors on the portfolio', async () => {
    const clientRun = await observed(dir, '--site', 'lumiere', clientExport);
    expect(clientRun.error).toEqual([]);
    const portfolioRun = await observed(root, portfolioExport);
    expect(clientRun.report?.funnels.map((funnel) => [funnel.slug, funnel.visitors])).toEqual([
      ['skincare', 400],
      ['plants', 400],
    ]);
    // Same visitors, same walk: the report of the client's addresses is the portfolio's, funnel by funnel.
    const bySlug = (funnels: { slug: string }[] = []) => Object.fromEntries(funnels.map((funnel) => [funnel.slug, funnel]));
    expect(bySlug(clientRun.report?.funnels)).toEqual(bySlug(portfolioRun.report?.funnels.filter((funnel) => funnel.slug === 'skincare' || funnel.slug === 'plants')));
    expect(Object.keys(clientRun.report?.skipped ?? {})).toEqual([]);
  });

  it('without --site, reads the client’s export as another site’s, and names a site that does not exist', async () => {
    const run = await observed(dir, clientExport);
    expect(run.report?.funnels).toEqual([]);
    expect(Object.keys(run.report?.skipped ?? {})).toEqual(['another site (page_location on another host)']);
    const missing = await observed(dir, '--site', 'lumiere-old', clientExport);
    expect(missing.status).toBe(1);
    expect(missing.error).toEqual(['✗ nothing read: fix the config first (npm run check)', '  sites/lumiere-old.json: file not found (the sites are: lumiere)']);
  });
});

describe('npm run forecast -- --site <key>', SLOW, () => {
  const forecast = (...args: string[]) => spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/cli/forecast.ts'), ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });

  it('gives the forecasts of that site’s funnels only', () => {
    const run = forecast('--site', 'lumiere', '--json');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { slug: string }[]).map((result) => result.slug)).toEqual(['skincare', 'plants']);
    const other = forecast('--site', 'lumiere', 'medical');
    expect(other.status).toBe(1);
    expect(other.stderr.trim()).toBe('✗ no funnel "medical"; the funnels are: skincare, plants');
  });
});
