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

/** What observedQuery.sql gives of an export, wherever it ran (DuckDB here, or BigQuery through `--journeys`). */
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

export const emptyExportRead = (emptyFiles: string[]): ExportRead => ({ journeys: [], skipped: {}, firstDate: undefined, lastDate: undefined, events: 0, automatic: 0, simulated: 0, emptyFiles });

/** A count as the query's result holds it: a number, a bigint (DuckDB's), or a string of digits (`bq query --format=json` writes every value as a string); null as 0. */
function count(value: unknown, what: string): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'number' || typeof value === 'bigint' ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${what} is ${JSON.stringify(typeof value === 'bigint' ? String(value) : value)}, not a count`);
  return number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The rows observedQuery.sql returns (one per distinct journey, with its visitors and how many journeys
 * there are, and one of counts) as the export read. Whatever ran the query, the rows are checked: a row of
 * another kind, a journey with no visitors, no counts row or fewer journeys than the query counted (a
 * result cut short, as `bq query` cuts one at its --max_rows) throw, naming what is wrong.
 */
export function exportReadOf(rows: readonly Record<string, unknown>[], emptyFiles: string[] = []): ExportRead {
  const read = emptyExportRead(emptyFiles);
  let counts: Record<string, unknown> | undefined;
  let expected: number | undefined;
  for (const [index, row] of rows.entries()) {
    const where = `row ${String(index + 1)}`;
    if (row.kind === 'journey') {
      const journey = text(row.journey);
      const visitors = count(row.visitors, `${where}: visitors`);
      if (journey === undefined || visitors === 0) throw new Error(`${where}: a journey row needs its journey (a string) and its visitors (above 0)`);
      read.journeys.push({ journey, visitors });
      expected = count(row.journeys, `${where}: journeys`);
    } else if (row.kind === 'counts') {
      if (counts !== undefined) throw new Error(`${where}: a second row of counts`);
      counts = row;
    } else throw new Error(`${where}: kind is ${JSON.stringify(row.kind)}, where observedQuery.sql writes "journey" or "counts"`);
  }
  if (counts === undefined) throw new Error('no row of counts (kind "counts"): is this the result of observedQuery.sql, and all of it?');
  if (expected !== undefined && expected !== read.journeys.length) {
    throw new Error(`${String(read.journeys.length)} of the result's ${String(expected)} journeys are here: the result was cut short (bq query prints 100 rows unless given --max_rows)`);
  }
  read.events = count(counts.events, 'counts: events');
  read.automatic = count(counts.automatic, 'counts: automatic');
  read.simulated = count(counts.simulated, 'counts: simulated');
  read.firstDate = text(counts.first_date);
  read.lastDate = text(counts.last_date);
  const malformed = count(counts.malformed, 'counts: malformed');
  const bots = count(counts.bots, 'counts: bots');
  if (malformed > 0) read.skipped[SKIPPED_ROWS.malformed] = malformed;
  if (bots > 0) read.skipped[SKIPPED_ROWS.bots] = bots;
  return read;
}
