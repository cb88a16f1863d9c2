// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { observedCommand } from '../../src/cli/observedCommand.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { duckdbDialect } from '../../src/observed/duckdbDialect.ts';
import { duckdbType, GA4_EXPORT_SCHEMA } from '../../src/observed/ga4ExportSchema.ts';
import { OBSERVED_QUERY_FILE } from '../../src/observed/readExport.ts';
import { simulateExport } from '../../src/observed/simulateExport.ts';

/*
 * The BigQuery route: observedQuery.sql run where the export lives, its small result written by
 * `bq query --format=json`, read by `npm run observed -- --journeys result.json`. BigQuery is not here, so
 * DuckDB runs the same SQL file over the export loaded whole, as GA4's table (every column, typed as
 * BigQuery types it), and its rows are written as `bq query --format=json` writes a result: one JSON array,
 * compact, each row an object with its keys sorted, every value a string or null.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const project = loadProjectData(ROOT);
const origin = project.site?.origin ?? '';
const dir = mkdtempSync(path.join(tmpdir(), 'observed-journeys-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run observed -- …args` in this process: its exit code and what it wrote to each stream. */
async function observed(...args: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const status = await observedCommand(args, ROOT, { out: (line) => out.push(line), error: (line) => error.push(line) });
  return { status, stdout: out.join('\n'), stderr: error.join('\n') };
}

/** Two funnels' simulated month at a real export's width, GA4's automatic events and a bot's rows among them. */
function exportFile(): string {
  const lines = (['skincare', 'plants'] as const).flatMap((slug, index) => {
    const funnel = project.funnels.find((candidate) => candidate.slug === slug);
    if (funnel?.forecast === undefined) throw new Error(`no funnel ${slug} with a forecast`);
    return [...simulateExport(funnel, funnel.forecast, { visitors: 800, seed: 40 + index, origin, start: '2026-11-01', days: 30, fullWidth: true })].map((row) => JSON.stringify(row));
  });
  const bots = lines.slice(0, 3).map((line) => line.replace(/"user_pseudo_id":"[^"]*",/, ''));
  const file = path.join(dir, 'export.json');
  writeFileSync(file, `${[...lines, ...bots].join('\n')}\n`);
  return file;
}

/** DuckDB's run of observedQuery.sql over the export, written as `bq query --format=json` writes its result. */
async function asBigQueryWouldWrite(file: string): Promise<string> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const columns = Object.entries(GA4_EXPORT_SCHEMA).map(([column, type]) => `${column}: '${duckdbType(type)}'`);
    await connection.run(`CREATE TABLE events AS SELECT * FROM read_json('${file}', format = 'newline_delimited', columns = {${columns.join(', ')}})`);
    const rows = (await connection.runAndReadAll(duckdbDialect(readFileSync(OBSERVED_QUERY_FILE, 'utf8')))).getRowObjectsJS();
    const result = path.join(dir, 'result.json');
    // DuckDB gives counts as bigints; BigQuery's API gives every value as a string.
    const asString = (value: unknown) => (value === null ? null : typeof value === 'string' ? value : typeof value === 'bigint' || typeof value === 'number' ? String(value) : JSON.stringify(value));
    writeFileSync(result, JSON.stringify(rows.map((row) => Object.fromEntries(Object.keys(row).sort().map((key) => [key, asString(row[key])])))));
    return result;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('npm run observed -- --journeys (the query run on BigQuery)', { timeout: 60_000 }, () => {
  const file = exportFile();

  it('reads the result bq query --format=json writes to the same report as reading the export itself, byte for byte', async () => {
    const result = await asBigQueryWouldWrite(file);
    const written = JSON.parse(readFileSync(result, 'utf8')) as Record<string, unknown>[];
    expect(written.every((row) => Object.values(row).every((value) => value === null || typeof value === 'string'))).toBe(true);
    for (const format of [[], ['--json']]) {
      const direct = await observed(file, ...format);
      expect(direct.status).toBe(0);
      expect(direct.stdout).toMatch(/skincare: 800 visitors|"visitors": 800/);
      const viaBigQuery = await observed('--journeys', result, ...format);
      expect(viaBigQuery).toEqual(direct);
    }
  });

  it('refuses a result cut short (bq query prints 100 rows unless told more) and a file of another shape, naming the file', async () => {
    const result = await asBigQueryWouldWrite(file);
    const rows = JSON.parse(readFileSync(result, 'utf8')) as { kind: string }[];
    const short = path.join(dir, 'short.json');
    writeFileSync(short, JSON.stringify(rows.filter((row, index) => row.kind === 'counts' || index > 0)));
    expect(await observed('--journeys', short)).toMatchObject({ status: 1, stderr: expect.stringMatching(/short\.json: \d+ of the result's \d+ journeys are here: the result was cut short \(bq query prints 100 rows unless given --max_rows\)/) as unknown });
    const other = path.join(dir, 'other.json');
    writeFileSync(other, '{"rows": []}');
    expect(await observed('--journeys', other)).toMatchObject({ status: 1, stderr: expect.stringContaining('other.json: not what bq query --format=json writes') as unknown });
    expect(await observed('--journeys', result, '--from', '2026-11-01')).toMatchObject({ status: 1, stderr: expect.stringContaining('--from and --to filter an export') as unknown });
  });
});
