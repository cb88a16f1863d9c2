import { readFileSync } from 'node:fs';
import { type ExportRead, exportReadOf } from './exportRead.ts';

/**
 * The result of observedQuery.sql run elsewhere (on BigQuery, over the export's own tables, when one machine
 * is not enough), as `bq query --format=json` writes it: one JSON array of rows, each an object of the
 * query's columns, every value a string (or null). Read as the export itself would be; a file of another
 * shape, or a result cut short, throws, naming the file and what is wrong.
 */
export function readJourneys(file: string): ExportRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}): write it with bq query --format=json`, { cause: error });
  }
  if (!Array.isArray(parsed) || !parsed.every((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new Error(`${file}: not what bq query --format=json writes (an array of rows, each an object of the query's columns)`);
  }
  try {
    return exportReadOf(parsed);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
