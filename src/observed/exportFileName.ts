/**
 * The names of an export's files as `bq extract` writes them (events-000000000000.json, …): newline-delimited
 * JSON (.json, .ndjson, .jsonl) or Parquet, either maybe gzipped (--compression GZIP). What a file holds is
 * read from its first bytes; the name picks a folder's export files out from the rest, and lets the studio
 * refuse a picture before it is sent. No Node import: the studio's page uses it too.
 */
export const EXPORT_FILE_NAME = /\.(json|ndjson|jsonl|parquet)(\.gz)?$|\.gz$/i;

/** The same as the extensions a file picker offers (`accept`): `.gz` covers `.json.gz`. */
export const EXPORT_EXTENSIONS = ['.ndjson', '.jsonl', '.json', '.parquet', '.gz'] as const;

/** The names in words: `newline-delimited JSON (.ndjson, .jsonl, .json) or Parquet (.parquet), either maybe gzipped (.gz)`. */
export const EXPORT_NAMES_TEXT = 'newline-delimited JSON (.ndjson, .jsonl, .json) or Parquet (.parquet), either maybe gzipped (.gz)';
