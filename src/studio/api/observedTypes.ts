import type { ObservedReport } from '../../observed/observeExport.ts';

/** Under STUDIO_API_PATH: POST an export file's bytes (Content-Type application/octet-stream, `?name=` its file name). */
export const OBSERVED_ROUTE = '/observed';

/** The file names the route reads, as `bq extract` writes them: newline-delimited JSON, or Parquet. */
export const EXPORT_EXTENSIONS = ['.ndjson', '.jsonl', '.json', '.parquet'] as const;

/** The largest export the studio reads from an upload: a month of a busy funnel is a few hundred MB; past this, `npm run observed` reads it where it lies. */
export const MAX_EXPORT_BYTES = 1024 ** 3;

/** An export read as `npm run observed -- <file> --json` reads it, with the uploaded file's name and size. */
export interface ObservedUpload {
  name: string;
  bytes: number;
  report: ObservedReport;
}
