import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { duckdbDialect, parameterKeys } from './duckdbDialect.ts';
import { emptyExportRead, type ExportRead, exportReadOf } from './exportRead.ts';
import { type ExportFile, ExportInputError, exportFiles } from './exportFiles.ts';
import { type BigQueryType, duckdbType, GA4_EXPORT_SCHEMA } from './ga4ExportSchema.ts';

/** The query both engines run: BigQuery as written, DuckDB after duckdbDialect. */
export const OBSERVED_QUERY_FILE = path.join(import.meta.dirname, 'observedQuery.sql');

export interface ReadOptions {
  /** Inclusive event dates, as 2026-11-01. */
  from?: string | undefined;
  to?: string | undefined;
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlList = (texts: readonly string[]) => `[${texts.map(sqlString).join(', ')}]`;
const compactDate = (date: string) => date.replaceAll('-', '');

const { value: PARAMETER_VALUE } = GA4_EXPORT_SCHEMA.event_params[0];

/** GA4's export columns the query reads, typed as GA4_EXPORT_SCHEMA types them: only these are read of a row, as JSON or Parquet. */
export const EXPORT_COLUMNS = {
  event_date: GA4_EXPORT_SCHEMA.event_date,
  event_timestamp: GA4_EXPORT_SCHEMA.event_timestamp,
  event_name: GA4_EXPORT_SCHEMA.event_name,
  user_pseudo_id: GA4_EXPORT_SCHEMA.user_pseudo_id,
  stream_id: GA4_EXPORT_SCHEMA.stream_id,
  event_params: [{ key: 'STRING', value: { string_value: PARAMETER_VALUE.string_value, int_value: PARAMETER_VALUE.int_value, double_value: PARAMETER_VALUE.double_value } }],
  ecommerce: { purchase_revenue: GA4_EXPORT_SCHEMA.ecommerce.purchase_revenue },
} as const;

type Column = keyof typeof EXPORT_COLUMNS;
const COLUMNS = Object.keys(EXPORT_COLUMNS) as Column[];

/**
 * Visitors whose journeys one run of the query builds at a time. DuckDB holds every visitor's list of
 * events in memory while it groups them (a list aggregate does not spill): 150,000 visitors took 220 MB, and
 * 450,000 ran out of a 500 MB limit. So visitors are dealt by the hash of their id into buckets, and the
 * query runs once per share of the buckets, each run holding about this many visitors' lists.
 */
const VISITORS_A_RUN = 50_000;

/** The buckets visitors are dealt into as the export loads (a column of the table), to be shared among the runs. */
const BUCKETS = 1024;

/**
 * How much DuckDB may hold before it spills to its temporary folder: with Node, the project and the
 * readers' own buffers, the process stays under 1 GB whatever the export's size.
 */
const MEMORY_LIMIT = '500MB';

/**
 * A source's rows as the table keeps them: the columns the query reads, of each row's parameters only those
 * it reads (the keys of its `key IN (…)`), of `ecommerce` only `purchase_revenue`. `present` names a Parquet
 * source's columns, where it may lack some (a file written without stream_id reads it as NULL).
 */
function projection(keys: readonly string[], present?: ReadonlySet<string>): string {
  // JSON is read in the table's own types; Parquet in the file's (BigQuery's has float_value, and all of ecommerce), made the table's here.
  const typed = present === undefined;
  const kept = `list_filter(event_params, lambda parameter: parameter.key IN (${keys.map(sqlString).join(', ')}))`;
  const column = (name: Column, expression: string) => `${present === undefined || present.has(name) ? expression : `NULL::${duckdbType(EXPORT_COLUMNS[name])}`} AS ${name}`;
  return [
    ...COLUMNS.filter((name) => name !== 'event_params' && name !== 'ecommerce').map((name) => column(name, name)),
    column('event_params', typed ? kept : `list_transform(${kept}, lambda parameter: struct_pack(key := parameter.key, value := struct_pack(string_value := parameter.value.string_value, int_value := parameter.value.int_value, double_value := parameter.value.double_value)))`),
    column('ecommerce', typed ? 'ecommerce' : 'struct_pack(purchase_revenue := ecommerce.purchase_revenue)'),
  ].join(', ');
}

/** DuckDB's JSON reader over newline-delimited files, the export's columns named and typed: the rest of each row is parsed past, never kept. */
function jsonRows(files: readonly ExportFile[]): string {
  const types = COLUMNS.map((column) => `${column}: ${sqlString(duckdbType(EXPORT_COLUMNS[column]))}`);
  return `read_json(${sqlList(files.map(({ file }) => file))}, format = 'newline_delimited', compression = ${sqlString(files[0]?.compression === 'gzip' ? 'gzip' : 'uncompressed')}, columns = {${types.join(', ')}})`;
}

/**
 * A JSON file's rows read one line at a time, so that a truncated line is one malformed row and never
 * swallows the next: DuckDB's JSON reader told to skip errors (ignore_errors) reads a truncated line on into
 * the next and loses both. A line that is not JSON, or not an event, reads as nulls, which the query counts
 * as malformed; a blank line is no row, as the JSON reader has it. Lines end at \n alone (strict_mode off),
 * so a file with some lines ending \r\n reads, each \r read past as a blank line.
 */
function lineRows(file: ExportFile): string {
  // json_transform's structure: a type name for a scalar, an object for a struct, an array of one for a list.
  const structure = (type: BigQueryType): unknown =>
    typeof type === 'string' ? duckdbType(type) : Array.isArray(type) ? [structure((type as readonly [BigQueryType])[0])] : Object.fromEntries(Object.entries(type).map(([field, inner]) => [field, structure(inner)]));
  const lines = `read_csv(${sqlString(file.file)}, columns = {'line': 'VARCHAR'}, header = false, delim = chr(0), quote = '', escape = '', new_line = '\\n', strict_mode = false, auto_detect = false, compression = ${sqlString(file.compression)})`;
  return `(SELECT row.* FROM (SELECT try(json_transform(line, ${sqlString(JSON.stringify(structure(EXPORT_COLUMNS)))})) AS row FROM ${lines} WHERE trim(line, ' ' || chr(9) || chr(13)) <> ''))`;
}

/** The columns a set of Parquet files has, read together by name as one table. */
async function parquetColumns(connection: DuckDBConnection, files: readonly ExportFile[]): Promise<Set<string>> {
  const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet(${sqlList(files.map(({ file }) => file))}, union_by_name = true)`);
  return new Set(described.getRowObjectsJS().flatMap((row) => (typeof row.column_name === 'string' ? [row.column_name] : [])));
}

/** Rethrows an error that is not DuckDB's JSON reader refusing a row (a bad line, a value of another type): only that is read again line by line. */
function refusedRows(error: unknown): void {
  if (!(error instanceof Error && /^(Invalid Input|Conversion) Error/.test(error.message))) throw error;
}

/**
 * Loads every file of the export into the table `events`, in the export's columns. Each kind of file is read
 * in one statement (DuckDB reads the files side by side); JSON that DuckDB's JSON reader refuses (a line it
 * cannot read as a row) is read again a file at a time, and a file refused alone is read line by line, where
 * each bad line is one malformed row.
 */
async function load(connection: DuckDBConnection, files: readonly ExportFile[], keys: readonly string[], within: string): Promise<void> {
  const insert = (rows: string, present?: ReadonlySet<string>) =>
    connection.run(`INSERT INTO rows BY NAME SELECT *, hash(user_pseudo_id) % ${String(BUCKETS)} AS bucket FROM (SELECT ${projection(keys, present)} FROM ${rows}${within})`);
  const parquet = files.filter((file) => file.format === 'parquet');
  if (parquet.length > 0) await insert(`read_parquet(${sqlList(parquet.map(({ file }) => file))}, union_by_name = true)`, await parquetColumns(connection, parquet));
  for (const compression of ['none', 'gzip'] as const) {
    const json = files.filter((file) => file.format === 'json' && file.compression === compression);
    if (json.length === 0) continue;
    try {
      await insert(jsonRows(json));
    } catch (error) {
      refusedRows(error);
      for (const file of json) {
        try {
          if (json.length === 1) throw error;
          await insert(jsonRows([file]));
        } catch (alone) {
          refusedRows(alone);
          await insert(lineRows(file));
        }
      }
    }
  }
}

/**
 * The results of the query's runs over disjoint sets of visitors as one result of the query over them all:
 * a journey's visitors added up over the runs, the counts added up, the dates the earliest and the latest.
 */
function mergedRuns(results: readonly (readonly Record<string, unknown>[])[]): Record<string, unknown>[] {
  const visitors = new Map<string, number>();
  const counts: Record<string, unknown> = { kind: 'counts', events: 0, malformed: 0, bots: 0, automatic: 0, simulated: 0, first_date: null, last_date: null };
  const earliest = (a: unknown, b: unknown) => (typeof a !== 'string' ? b : typeof b !== 'string' || a < b ? a : b);
  const latest = (a: unknown, b: unknown) => (typeof a !== 'string' ? b : typeof b !== 'string' || a > b ? a : b);
  for (const row of results.flat()) {
    if (row.kind === 'journey') visitors.set(String(row.journey), (visitors.get(String(row.journey)) ?? 0) + Number(row.visitors));
    else {
      for (const key of ['events', 'malformed', 'bots', 'automatic', 'simulated']) counts[key] = Number(counts[key]) + Number(row[key] ?? 0);
      counts.first_date = earliest(counts.first_date, row.first_date);
      counts.last_date = latest(counts.last_date, row.last_date);
    }
  }
  return [...[...visitors].map(([journey, count]) => ({ kind: 'journey', journey, visitors: count, journeys: visitors.size })), counts];
}

/**
 * Reads a GA4 export (newline-delimited JSON as `bq extract` writes it, gzipped or not, or Parquet; as files,
 * folders of shards or globs, read as one export) with DuckDB through observedQuery.sql, and gives each
 * distinct journey with its visitors and the rows read past. The read streams: each file is parsed once,
 * into a compressed table on disk of the seven columns the query reads, and DuckDB spills what passes its
 * memory limit to a temporary folder of the run's own, so the memory taken does not grow with the export.
 * Empty files give no journey; an input that names no file is named in the error thrown.
 */
export async function readExport(inputs: readonly string[], options: ReadOptions = {}): Promise<ExportRead> {
  // Its own folder for what DuckDB spills and for the table, never a `.tmp` in the project shared with another run.
  const spill = mkdtempSync(path.join(tmpdir(), 'observed-duckdb-'));
  const instance = await DuckDBInstance.create(':memory:', {
    threads: String(Math.min(4, availableParallelism())),
    memory_limit: MEMORY_LIMIT,
    preserve_insertion_order: 'false',
    temp_directory: spill,
  });
  const connection = await instance.connect();
  try {
    const { files, empty, problems } = await exportFiles(inputs, connection);
    if (problems.length > 0) throw new ExportInputError(problems);
    if (files.length === 0) return emptyExportRead(empty);
    const query = readFileSync(OBSERVED_QUERY_FILE, 'utf8');
    const dates: string[] = [];
    if (options.from !== undefined) dates.push(`event_date >= ${sqlString(compactDate(options.from))}`);
    if (options.to !== undefined) dates.push(`event_date <= ${sqlString(compactDate(options.to))}`);
    const within = dates.length === 0 ? '' : ` WHERE event_date IS NULL OR (${dates.join(' AND ')})`;
    // Each row is parsed once, into a table the query then reads (journeys, counts). The table is a file in the
    // spill folder, so that its row groups are compressed and leave memory as they fill.
    await connection.run(`ATTACH ${sqlString(path.join(spill, 'export.duckdb'))} AS export`);
    await connection.run('USE export');
    await connection.run(`CREATE TABLE rows (${COLUMNS.map((column) => `${column} ${duckdbType(EXPORT_COLUMNS[column])}`).join(', ')}, bucket USMALLINT)`);
    await load(connection, files, parameterKeys(query), within);
    const visitors = await connection.runAndReadAll('SELECT approx_count_distinct(user_pseudo_id) AS visitors FROM rows');
    const runs = Math.min(BUCKETS, Math.max(1, Math.ceil(Number(visitors.getRowObjectsJS()[0]?.visitors ?? 0) / VISITORS_A_RUN)));
    const results: Record<string, unknown>[][] = [];
    for (let run = 0; run < runs; run += 1) {
      // Every row is in one run's view: a visitor's rows all in the same one, and rows with no visitor in one too.
      await connection.run(`CREATE OR REPLACE VIEW events AS SELECT * EXCLUDE (bucket) FROM rows WHERE bucket % ${String(runs)} = ${String(run)}`);
      results.push((await connection.runAndReadAll(duckdbDialect(query))).getRowObjectsJS());
    }
    return exportReadOf(mergedRuns(results), empty);
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(spill, { recursive: true, force: true });
  }
}
