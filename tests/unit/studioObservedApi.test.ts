// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { observeExport } from '../../src/observed/observeExport.ts';
import { readExport } from '../../src/observed/readExport.ts';
import { simulateExport } from '../../src/observed/simulateExport.ts';
import type { ObservedUpload } from '../../src/studio/api/observedTypes.ts';
import { observedUpload } from '../../src/studio/server/observedApi.ts';

/* The studio's "Observed" route on a real HTTP server: an uploaded export read as `npm run observed` reads it, and every bad upload refused in words. */

const ROOT = path.resolve(import.meta.dirname, '../..');
const project = loadProjectData(ROOT);
const origin = project.site?.origin ?? '';
const skincare = project.funnels.find((funnel) => funnel.slug === 'skincare');
const dir = mkdtempSync(path.join(tmpdir(), 'studio-observed-test-'));
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    void observedUpload(ROOT, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/__studio/api/observed`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A small export of simulated skincare visitors, one JSON row a line, as `npm run simulate` writes it. */
function simulated(visitors: number): { file: string; rows: number } {
  if (skincare?.forecast === undefined) throw new Error('skincare has no forecast');
  const rows = [...simulateExport(skincare, skincare.forecast, { visitors, seed: 11, origin, start: '2026-11-01', days: 30 })].map((row) => JSON.stringify(row));
  const file = path.join(dir, 'skincare-sim.ndjson');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return { file, rows: rows.length };
}

const upload = async (name: string, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', ...headers }, body });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the studio’s observed route', { timeout: 30_000 }, () => {
  it('reads an uploaded simulated export as npm run observed does, and says the rows are simulated', async () => {
    const { file, rows } = simulated(1_200);
    const bytes = new Uint8Array(readFileSync(file));
    const answer = await upload('skincare-sim.ndjson', bytes);
    expect(answer.status).toBe(200);
    const { name, report } = answer.body as ObservedUpload;
    expect(name).toBe('skincare-sim.ndjson');
    expect((answer.body as ObservedUpload).bytes).toBe(bytes.length);
    expect(report.simulated).toBe(rows);
    expect([report.from, report.to]).toEqual(['2026-11-01', '2026-11-30']);
    const [observed] = report.funnels;
    expect(observed?.slug).toBe('skincare');
    expect(observed?.visitors).toBe(1_200);
    const order = observed?.steps.find((step) => step.step === 'landing')?.ways.find((way) => way.to === 'order');
    expect(order?.visitors).toBe(observed?.steps.find((step) => step.step === 'order')?.visitors);
    const [test] = observed?.experiments ?? [];
    expect(test?.variants.map((variant) => variant.id)).toEqual(['control', 'b']);
    expect(test?.variants.reduce((total, variant) => total + variant.visitors, 0)).toBe(order?.visitors);
    expect(test?.verdict).toMatch(/^keep collecting: [\d,]+ more visitors a variant/);
    // The very report the command line prints with --json, from the same reading of the same file.
    const direct = observeExport(await readExport([file]), { host: new URL(origin).host, funnels: project.funnels }).report;
    expect(report).toEqual(JSON.parse(JSON.stringify(direct)));
  });

  it('reads gzipped shards sent together as one export, to the report of the same rows in one file', async () => {
    const { file } = simulated(600);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const half = Math.ceil(lines.length / 2);
    const shards = [lines.slice(0, half), lines.slice(half)].map((part) => new Uint8Array(gzipSync(`${part.join('\n')}\n`)));
    const names = ['events-000000000000.json.gz', 'events-000000000001.json.gz'];
    const query = names.map((name, index) => `name=${name}&bytes=${String(shards[index]?.length ?? 0)}`).join('&');
    const body = new Uint8Array(Buffer.concat(shards));
    const response = await fetch(`${base}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ObservedUpload;
    expect(answer.name).toBe('events-000000000000.json.gz … events-000000000001.json.gz (2 files)');
    expect(answer.bytes).toBe(body.length);
    const single = (await upload('skincare-sim.ndjson', new Uint8Array(readFileSync(file)))).body as ObservedUpload;
    expect(answer.report).toEqual(single.report);
    expect(answer.report.funnels[0]?.visitors).toBe(600);
  });

  it('answers a file that is no export, an empty one and a broken Parquet file in words, naming the file and not the server’s copy', async () => {
    expect(await upload('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toMatchObject({ status: 422, body: { message: expect.stringContaining('photo.png is not an export file: choose newline-delimited JSON') as unknown } });
    expect(await upload('events.ndjson', '')).toEqual({ status: 422, body: { message: 'events.ndjson is empty: no rows in it' } });
    // Parquet's magic number, then no Parquet file.
    const parquet = await upload('events.parquet', 'PAR1{"event_name":"page_view"}\n');
    expect(parquet.status).toBe(422);
    const { message } = parquet.body as { message: string };
    expect(message).toMatch(/^events\.parquet could not be read as a GA4 export: /);
    expect(message).not.toContain(tmpdir());
  });

  it('counts lines that are not events as malformed rows, and reads the good ones beside them', async () => {
    const good = readFileSync(simulated(50).file, 'utf8').split('\n').slice(0, 40);
    const answer = await upload('mixed.ndjson', [...good, 'not json at all', '{"truncated": ', ''].join('\n'));
    expect(answer.status).toBe(200);
    const { report } = answer.body as ObservedUpload;
    expect(report.events).toBe(42);
    expect(report.skipped).toMatchObject({ 'malformed row (not JSON, or no event_name or event_timestamp)': 2 });
  });

  it('refuses another site’s page and a body that does not say it is a file', async () => {
    expect(await upload('events.ndjson', '{}', { Origin: 'https://elsewhere.example' })).toMatchObject({ status: 403 });
    expect(await upload('events.ndjson', '{}', { 'Content-Type': 'text/plain' })).toMatchObject({ status: 415, body: { message: expect.stringContaining('application/octet-stream') as unknown } });
  });
});
