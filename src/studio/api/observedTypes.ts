import type { ObservedReport } from '../../observed/observeExport.ts';

export { EXPORT_EXTENSIONS, EXPORT_FILE_NAME, EXPORT_NAMES_TEXT } from '../../observed/exportFileName.ts';

/**
 * Under STUDIO_API_PATH: POST an export's files, one after another, as the body (Content-Type
 * application/octet-stream), with `?name=…&bytes=…` for each file in order: one file, or the shards `bq
 * extract` split a month into, read as one export.
 */
export const OBSERVED_ROUTE = '/observed';

/** The most the studio reads from an upload, every file together; past this, `npm run observed` reads the export where it lies. */
export const MAX_EXPORT_BYTES = 1024 ** 3;

/** An export read as `npm run observed -- <files> --json` reads it, with its files' names (one, or the first and last of several) and size. */
export interface ObservedUpload {
  name: string;
  bytes: number;
  report: ObservedReport;
}

/** The files of an upload as one name: `events.json`, or `events-000000000000.json.gz … events-000000000002.json.gz (3 files)`. */
export const uploadName = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names[0] ?? ''} … ${names.at(-1) ?? ''} (${String(names.length)} files)`);
