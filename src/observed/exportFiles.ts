import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { EXPORT_FILE_NAME } from './exportFileName.ts';

/** One file of an export, as its first bytes say it is: whatever its name, `bq extract --compression GZIP` may have written it. */
export interface ExportFile {
  file: string;
  format: 'json' | 'parquet';
  compression: 'gzip' | 'none';
}

/** Inputs that name no export file: each problem a sentence naming its input, to print one a line. */
export class ExportInputError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

export interface ExportFiles {
  files: ExportFile[];
  /** Files with no byte in them: no rows, said so on a line of their own. */
  empty: string[];
  /** Inputs that name nothing readable, each as a sentence naming it. */
  problems: string[];
}

const GLOB = /[*?[]/;

function sniff(file: string): Omit<ExportFile, 'file'> {
  const head = Buffer.alloc(4);
  const handle = openSync(file, 'r');
  try {
    readSync(handle, head, 0, 4, 0);
  } finally {
    closeSync(handle);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return { format: 'json', compression: 'gzip' };
  if (head.toString('latin1') === 'PAR1') return { format: 'parquet', compression: 'none' };
  return { format: 'json', compression: 'none' };
}

/**
 * The files an export is given as: files, folders of shards (`events-000000000000.json`, … as `bq extract`
 * splits an export over 1 GB) and globs (expanded by DuckDB's `glob`, as DuckDB's readers expand them), each
 * file told JSON, gzipped JSON or Parquet by its first bytes. Every input that names no file is a problem
 * in words; the export is every file found, read as one.
 */
export async function exportFiles(inputs: readonly string[], connection: DuckDBConnection): Promise<ExportFiles> {
  const found: string[] = [];
  const problems: string[] = [];
  for (const input of inputs) {
    if (existsSync(input)) {
      if (statSync(input).isDirectory()) {
        const shards = readdirSync(input, { withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && EXPORT_FILE_NAME.test(entry.name))
          .map((entry) => path.join(input, entry.name))
          .sort();
        if (shards.length === 0) problems.push(`${input}: a folder with no export file in it (.json, .ndjson, .jsonl or .parquet, maybe .gz)`);
        found.push(...shards);
      } else found.push(input);
      continue;
    }
    if (!GLOB.test(input)) {
      problems.push(`${input}: no such file or folder`);
      continue;
    }
    const reader = await connection.runAndReadAll(`SELECT file FROM glob('${input.replaceAll("'", "''")}') ORDER BY file`);
    const matched = reader.getRowObjectsJS().flatMap((row) => (typeof row.file === 'string' ? [row.file] : []));
    if (matched.length === 0) problems.push(`${input}: no file matches`);
    found.push(...matched);
  }
  const files = [...new Set(found)];
  return {
    files: files.filter((file) => statSync(file).size > 0).map((file) => ({ file, ...sniff(file) })),
    empty: files.filter((file) => statSync(file).size === 0),
    problems,
  };
}
