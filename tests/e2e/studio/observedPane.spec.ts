import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadProjectData } from '../../../src/config/load/projectData.ts';
import { simulateExport } from '../../../src/observed/simulateExport.ts';
import { expect, test } from './studioServer.ts';

const project = loadProjectData(path.resolve(import.meta.dirname, '../../..'));
const skincare = project.funnels.find((funnel) => funnel.slug === 'skincare');
const dir = mkdtempSync(path.join(tmpdir(), 'studio-observed-e2e-'));
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An export of simulated skincare visitors as `bq extract --compression GZIP` writes one in shards: three gzipped files of JSON rows. */
function simulatedShards(visitors: number): string[] {
  if (skincare?.forecast === undefined) throw new Error('skincare has no forecast');
  const lines = [...simulateExport(skincare, skincare.forecast, { visitors, seed: 5, origin: project.site?.origin ?? '', start: '2026-11-01', days: 30 })].map((row) => JSON.stringify(row));
  const third = Math.ceil(lines.length / 3);
  return [0, 1, 2].map((shard) => {
    const file = path.join(dir, `events-00000000000${String(shard)}.json.gz`);
    writeFileSync(file, gzipSync(`${lines.slice(shard * third, (shard + 1) * third).join('\n')}\n`));
    return file;
  });
}

test('the Observed pane reads an uploaded export (three gzipped shards) onto the flow beside the forecast, labels simulated data, and answers a bad file in words', async ({ page, studio }) => {
  const shards = simulatedShards(2_000);
  await page.goto(`${studio.url}/__studio/skincare`);
  await expect(page.getByRole('status').first()).toHaveText(/Saved/);
  const pane = page.getByRole('region', { name: 'Observed' });
  const flow = page.getByRole('region', { name: 'Flow' });

  // A file that is no export: the reason, and the pane as it was.
  await pane.getByLabel('Export files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(pane.getByRole('alert')).toContainText('notes.txt is not an export file: choose newline-delimited JSON');
  await expect(pane.getByText('Drop a GA4 export here')).toBeVisible();

  await pane.getByLabel('Export files').setInputFiles(shards);
  // DuckDB reads the shards on the dev server, as one export: a second or two on an idle machine.
  await expect(pane.getByRole('note')).toContainText('Simulated data, not observed.', { timeout: 20_000 });
  await expect(pane.getByRole('alert')).toHaveCount(0);
  await expect(pane.getByText('2026-11-01 to 2026-11-30')).toBeVisible();
  await expect(pane.getByRole('definition').filter({ hasText: 'events-000000000000.json.gz … events-000000000002.json.gz (3 files)' })).toBeVisible();

  // The landing step's way to the order page: its visitors, share and interval beside the forecast's 10%.
  const toOrder = pane.getByRole('row', { name: /^ORDER → order/ });
  await expect(toOrder.getByRole('cell').nth(3)).toHaveText(/^10\.0%/);
  const share = await toOrder.getByRole('cell').nth(1).textContent();
  expect(Number(share?.replace('%', ''))).toBeGreaterThan(7);
  expect(Number(share?.replace('%', ''))).toBeLessThan(13);

  // The split test: each variant's visitors, the sample-ratio check, and the verdict in words.
  const test = pane.getByRole('region', { name: 'Split test skincare.two-bottles-first' });
  await expect(test.getByRole('row', { name: /^control 50%/ })).toBeVisible();
  await expect(test.getByRole('row', { name: /^b 50%/ })).toContainText(/[+-]\d+\.\d%.*p = [\d.e-]+/);
  await expect(test.getByText('✓ Split as configured')).toBeVisible();
  await expect(test.getByText(/Keep collecting: [\d,]+ more visitors a variant/)).toBeVisible();

  // On the flow: each arrow's simulated share with its interval and the forecast's, said to be simulated.
  await expect(flow.getByTestId('observed-legend')).toContainText('Simulated data');
  await expect(flow.locator('[data-observed="way"]:visible').filter({ hasText: /^simulated \d+\.\d% \(\d+\.\d%–\d+\.\d%\) · forecast 10\.0%/ })).toHaveCount(1);
  await expect(flow.locator('[data-annotation="step"]').filter({ hasText: '2,000 simulated visitors' })).toHaveCount(1);

  await pane.getByRole('button', { name: 'Clear' }).click();
  await expect(flow.locator('[data-annotation], [data-observed]')).toHaveCount(0);
  await expect(pane.getByText('Drop a GA4 export here')).toBeVisible();
});
