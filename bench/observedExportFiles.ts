import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync, statSync, writeFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Funnel } from '../schemas/funnel.ts';
import { duckdbType, GA4_EXPORT_SCHEMA } from '../src/observed/ga4ExportSchema.ts';
import { simulateExport, type SimulateOptions } from '../src/observed/simulateExport.ts';

export interface ExportFile {
  /** As `bq extract` names what it writes: NEWLINE_DELIMITED_JSON, the same with --compression GZIP, or PARQUET (Snappy). */
  format: 'NDJSON' | 'NDJSON, gzip' | 'Parquet';
  file: string;
  rows: number;
  bytes: number;
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Writes to a stream, waiting while its buffer is full, so a 12 GB export never sits in memory. */
async function put(stream: WriteStream | ReturnType<typeof createGzip>, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/**
 * A simulated export written as `bq extract` writes GA4's table: newline-delimited JSON with NULLs left out,
 * the same gzipped (written beside it, compressed on another core while this one simulates), and Parquet
 * with every column of the schema typed as BigQuery types it (written by DuckDB from the JSON). Files
 * already written in `dir` by an earlier run with the same name are read, not written again, so a
 * measurement can be re-taken on the same bytes.
 */
export async function writeExportFiles(dir: string, name: string, funnel: Funnel, options: SimulateOptions): Promise<ExportFile[]> {
  const json = path.join(dir, `${name}.json`);
  const gzip = `${json}.gz`;
  const parquet = path.join(dir, `${name}.parquet`);
  const done = path.join(dir, `${name}.rows`);
  const forecast = funnel.forecast;
  if (forecast === undefined) throw new Error(`${funnel.slug} has no forecast to simulate from`);
  if (!existsSync(done)) {
    const plain = createWriteStream(json);
    const compressed = createGzip();
    const compressedFile = createWriteStream(gzip);
    compressed.pipe(compressedFile);
    let rows = 0;
    let chunk: string[] = [];
    const flush = async () => {
      const text = `${chunk.join('\n')}\n`;
      chunk = [];
      await Promise.all([put(plain, text), put(compressed, text)]);
    };
    for (const row of simulateExport(funnel, forecast, options)) {
      chunk.push(JSON.stringify(row));
      rows += 1;
      if (chunk.length === 5_000) await flush();
    }
    if (chunk.length > 0) await flush();
    plain.end();
    compressed.end();
    await Promise.all([once(plain, 'close'), once(compressedFile, 'close')]);
    const instance = await DuckDBInstance.create(':memory:', { threads: '2', memory_limit: '1GB', preserve_insertion_order: 'false' });
    const connection = await instance.connect();
    const columns = Object.entries(GA4_EXPORT_SCHEMA).map(([column, type]) => `${column}: ${sqlString(duckdbType(type))}`);
    await connection.run(`COPY (SELECT * FROM read_json(${sqlString(json)}, format = 'newline_delimited', columns = {${columns.join(', ')}})) TO ${sqlString(parquet)} (FORMAT parquet, COMPRESSION snappy)`);
    connection.closeSync();
    instance.closeSync();
    writeFileSync(done, String(rows));
  }
  const rows = Number(readFileSync(done, 'utf8'));
  return [
    { format: 'NDJSON', file: json, rows, bytes: statSync(json).size },
    { format: 'NDJSON, gzip', file: gzip, rows, bytes: statSync(gzip).size },
    { format: 'Parquet', file: parquet, rows, bytes: statSync(parquet).size },
  ];
}
