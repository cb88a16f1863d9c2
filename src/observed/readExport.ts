import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbDialect, parameterKeys } from './duckdbDialect.ts';

/** The query both engines run: BigQuery as written, DuckDB after duckdbDialect. */
export const OBSERVED_QUERY_FILE = path.join(import.meta.dirname, 'observedQuery.sql');

/** Rows no visitor's journey holds, as the report names them. */
export const SKIPPED_ROWS = {
  malformed: 'malformed row (not JSON, or no event_name or event_timestamp)',
  bots: 'no user_pseudo_id (a bot, or a visitor GA4 could not identify)',
};

export interface Journey {
  /** The visitor's events in time order, each `event_name key=value…`, joined by ` » `. */
  journey: string;
  visitors: number;
}

export interface ExportRead {
  journeys: Journey[];
  /** Rows read past, by reason: never dropped without a count. */
  skipped: Record<string, number>;
  /** The export's first and last event_date (YYYYMMDD), undefined when it holds no event. */
  firstDate: string | undefined;
  lastDate: string | undefined;
  /** Files with no row at all. */
  emptyFiles: string[];
  /** Rows read, every one. */
  events: number;
  /** GA4's automatic events (first_visit, session_start, user_engagement, scroll): read, and no step's. */
  automatic: number;
  /** Rows `npm run simulate` invented (stream_id `simulated`): a report with any says it is not observed data. */
  simulated: number;
}

export interface ReadOptions {
  /** Inclusive event dates, as 2026-11-01. */
  from?: string | undefined;
  to?: string | undefined;
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;
const compactDate = (date: string) => date.replaceAll('-', '');

/** GA4's export columns the query reads, typed as BigQuery types them (in DuckDB's words), so a JSON line reads as the table's row. */
const EXPORT_COLUMNS = {
  event_date: 'VARCHAR',
  event_timestamp: 'BIGINT',
  event_name: 'VARCHAR',
  user_pseudo_id: 'VARCHAR',
  stream_id: 'VARCHAR',
  event_params: [{ key: 'VARCHAR', value: { string_value: 'VARCHAR', int_value: 'BIGINT', float_value: 'DOUBLE', double_value: 'DOUBLE' } }],
  ecommerce: { purchase_revenue: 'DOUBLE' },
};

/** EXPORT_COLUMNS as DuckDB's column types, for read_json's `columns`. */
function duckdbType(type: unknown): string {
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return `${duckdbType(type[0])}[]`;
  return `STRUCT(${Object.entries(type as Record<string, unknown>)
    .map(([field, inner]) => `${field} ${duckdbType(inner)}`)
    .join(', ')})`;
}

/**
 * A file's rows in the export's columns: Parquet as it is; JSON with DuckDB's JSON reader, or, where
 * `lineByLine`, each line on its own.
 */
function source(file: string, lineByLine: boolean): string {
  const columns = Object.keys(EXPORT_COLUMNS);
  // A Parquet file written without stream_id (a column only the simulated mark needs) reads it as null.
  if (/\.parquet$/i.test(file)) return `SELECT ${columns.join(', ')} FROM (SELECT NULL::VARCHAR AS stream_id WHERE false UNION ALL BY NAME SELECT * FROM read_parquet(${sqlString(file)}))`;
  if (!lineByLine) {
    const types = Object.entries(EXPORT_COLUMNS).map(([column, type]) => `${column}: ${sqlString(duckdbType(type))}`);
    return `SELECT ${columns.join(', ')} FROM read_json(${sqlString(file)}, format = 'newline_delimited', columns = {${types.join(', ')}})`;
  }
  // Line by line, so a truncated row is one malformed row and never swallows the next: DuckDB's own JSON reader
  // (read_json, ignore_errors) reads a truncated line on into the next and loses both. A line that is not JSON,
  // or not an event, reads as nulls, which the query counts as malformed.
  const lines = `read_csv(${sqlString(file)}, columns = {'line': 'VARCHAR'}, header = false, delim = chr(0), quote = '', escape = '', auto_detect = false)`;
  return `SELECT ${columns.map((column) => `row.${column} AS ${column}`).join(', ')} FROM (SELECT try(json_transform(line, ${sqlString(JSON.stringify(EXPORT_COLUMNS))})) AS row FROM ${lines})`;
}

/** Why a file cannot be read at all, or undefined when it can be tried. */
export function unreadableFile(file: string): string | undefined {
  if (!existsSync(file)) return `${file}: no such file`;
  if (!statSync(file).isFile()) return `${file}: not a file`;
  return undefined;
}

/**
 * Reads GA4 export files (newline-delimited JSON as `bq extract` writes it,
 * or Parquet) with DuckDB through observedQuery.sql, and gives each distinct
 * journey with its visitors and the rows read past. Empty files give no
 * journey; an unreadable file is named in the error thrown.
 */
export async function readExport(files: readonly string[], options: ReadOptions = {}): Promise<ExportRead> {
  const nonEmpty = files.filter((file) => statSync(file).size > 0);
  const empty: ExportRead = { journeys: [], skipped: {}, firstDate: undefined, lastDate: undefined, events: 0, automatic: 0, simulated: 0, emptyFiles: files.filter((file) => statSync(file).size === 0) };
  if (nonEmpty.length === 0) return empty;
  // Its own folder for what DuckDB spills past its memory limit, never a `.tmp` in the project shared with another run.
  const spill = mkdtempSync(path.join(tmpdir(), 'observed-duckdb-'));
  const instance = await DuckDBInstance.create(':memory:', { threads: '2', memory_limit: '700MB', preserve_insertion_order: 'false', temp_directory: spill });
  const connection = await instance.connect();
  try {
    const query = readFileSync(OBSERVED_QUERY_FILE, 'utf8');
    const dates: string[] = [];
    if (options.from !== undefined) dates.push(`event_date >= ${sqlString(compactDate(options.from))}`);
    if (options.to !== undefined) dates.push(`event_date <= ${sqlString(compactDate(options.to))}`);
    const within = dates.length === 0 ? '' : ` WHERE event_date IS NULL OR (${dates.join(' AND ')})`;
    const union = (lineByLine: boolean) => nonEmpty.map((file) => `SELECT * FROM (${source(file, lineByLine)})${within}`).join(' UNION ALL BY NAME ');
    // Each line is parsed once, into a table the query then reads twice (journeys, counts): as a view, DuckDB
    // parsed every line again for each condition on it. The table is a file in the spill folder, so that its
    // row groups are compressed and leave memory as they fill (an in-memory table held 400 MB of a month), and
    // it keeps of each row's parameters the ones the query reads.
    const keys = parameterKeys(query).map(sqlString).join(', ');
    await connection.run(`ATTACH ${sqlString(path.join(spill, 'export.duckdb'))} AS export`);
    await connection.run(`USE export`);
    const load = (lineByLine: boolean) =>
      connection.run(
        `CREATE OR REPLACE TABLE events AS SELECT event_date, event_timestamp, event_name, user_pseudo_id, stream_id, list_filter(event_params, lambda parameter: parameter.key IN (${keys})) AS event_params, ecommerce FROM (${union(lineByLine)})`,
      );
    try {
      // DuckDB's JSON reader takes a quarter less CPU, and refuses a file with any line it cannot read as a row:
      // such a file is read again, line by line, where each bad line is one malformed row.
      await load(false);
    } catch {
      await load(true);
    }
    const result = await connection.runAndReadAll(duckdbDialect(query));
    const read: ExportRead = { ...empty, skipped: {} };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    for (const row of result.getRowObjectsJS()) {
      if (row.kind === 'journey') {
        read.journeys.push({ journey: text(row.journey) ?? '', visitors: Number(row.visitors) });
        continue;
      }
      read.events = Number(row.events ?? 0);
      read.automatic = Number(row.automatic ?? 0);
      read.simulated = Number(row.simulated ?? 0);
      read.firstDate = text(row.first_date);
      read.lastDate = text(row.last_date);
      const malformed = Number(row.malformed ?? 0);
      const bots = Number(row.bots ?? 0);
      if (malformed > 0) read.skipped[SKIPPED_ROWS.malformed] = malformed;
      if (bots > 0) read.skipped[SKIPPED_ROWS.bots] = bots;
    }
    return read;
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(spill, { recursive: true, force: true });
  }
}
