import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import { formatPath } from '../messages/formatPath.ts';
import { jsonSyntaxError } from '../messages/jsonSyntaxError.ts';
import { zodIssues } from '../messages/zodIssues.ts';

export type ReadResult<T> = { ok: true; data: T } | { ok: false; errors: string[] };

/** `label: path: message`, or `label: message` for the file as a whole. */
export function formatIssue(label: string, issue: ConfigIssue): string {
  const at = formatPath(issue.path);
  return at === '' ? `${label}: ${issue.message}` : `${label}: ${at}: ${issue.message}`;
}

function fail(label: string, message: string): { ok: false; errors: string[] } {
  return { ok: false, errors: [formatIssue(label, { path: [], message })] };
}

/** Reads and parses a JSON file; a syntax error is reported by line and column, as an editor shows them. */
export function readJsonFile(file: string, label: string): ReadResult<unknown> {
  const json = readJson(file);
  return json.ok ? { ok: true, data: json.data } : fail(label, json.message);
}

/** readJsonFile's reading, with the reason on its own (the file as a whole is its place). */
export function readJson(file: string): { ok: true; data: unknown; text: string } | { ok: false; message: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    return { ok: false, message: code === 'ENOENT' ? 'file not found' : `cannot read the file (${code === '' ? String(error) : code})` };
  }
  const parsed = parseJsonText(text);
  return parsed.ok ? { ...parsed, text } : parsed;
}

/** JSON text parsed, or why not, by line and column. */
export function parseJsonText(text: string): { ok: true; data: unknown } | { ok: false; message: string } {
  // Some Windows editors save a byte-order mark, which JSON.parse rejects but which is harmless.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const found = jsonSyntaxError(text);
    if (found !== undefined) return { ok: false, message: `not valid JSON at line ${found.line}, column ${found.column}: ${found.reason}` };
    return { ok: false, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Validates parsed JSON, naming the JSON path and the reason for every
 * problem. `pathInFile` maps a path of `raw` back to the file as written, for
 * a file that was migrated from an older format before it got here.
 */
export function parseConfig<S extends z.ZodType>(
  raw: unknown,
  label: string,
  schema: S,
  pathInFile: (path: readonly PropertyKey[]) => readonly PropertyKey[] = (path) => path,
): ReadResult<z.output<S>> {
  const parsed = parseConfigIssues(raw, schema, pathInFile);
  return parsed.ok ? parsed : { ok: false, errors: parsed.issues.map((issue) => formatIssue(label, issue)) };
}

/** parseConfig's issues before they are printed, each at its path in the file. */
export function parseConfigIssues<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  pathInFile: (path: readonly PropertyKey[]) => readonly PropertyKey[] = (path) => path,
): { ok: true; data: z.output<S> } | { ok: false; issues: ConfigIssue[] } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, issues: zodIssues(parsed.error, { input: raw, schema }).map((issue) => ({ ...issue, path: pathInFile(issue.path) })) };
}

/** Reads a JSON config file and validates it, naming the file, the JSON path and the reason for every problem. */
export function readConfigFile<S extends z.ZodType>(file: string, label: string, schema: S): ReadResult<z.output<S>> {
  const json = readJsonFile(file, label);
  return json.ok ? parseConfig(json.data, label, schema) : json;
}
