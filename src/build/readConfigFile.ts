import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { ConfigIssue } from './ConfigIssue.ts';
import { formatPath } from './formatPath.ts';
import { zodIssues } from './zodIssues.ts';

export type ReadResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/** `label: path: message`, or `label: message` for the file as a whole. */
export function formatIssue(label: string, issue: ConfigIssue): string {
  const at = formatPath(issue.path);
  return at === '' ? `${label}: ${issue.message}` : `${label}: ${at}: ${issue.message}`;
}

/** Reads a JSON config file and validates it, naming the file, the JSON path and the reason for every problem. */
export function readConfigFile<S extends z.ZodType>(file: string, label: string, schema: S): ReadResult<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [formatIssue(label, { path: [], message: `not valid JSON: ${reason}` })] };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: zodIssues(parsed.error).map((issue) => formatIssue(label, issue)) };
}
