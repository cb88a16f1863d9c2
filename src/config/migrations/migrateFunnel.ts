import { FUNNEL_FORMAT_VERSION } from '../../../schemas/funnel.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import type { Migration } from './Migration.ts';
import { migrations } from './migrations.ts';

export type Migrated =
  | {
      ok: true;
      /** The file as the current format, ready for zod. */
      raw: unknown;
      /** The version the file was written in. */
      from: number;
      /** Maps a JSON path of `raw` back to the file as written. */
      pathInFile: (path: readonly PropertyKey[]) => readonly PropertyKey[];
    }
  | { ok: false; issue: ConfigIssue };

const atVersion = ['version'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a funnel file's `version` before anything else, refuses a version
 * this site cannot read, and brings an older file up to the current format
 * one step at a time. Pure: the parsed JSON passed in is not changed.
 */
export function migrateFunnel(
  raw: unknown,
  { newest = FUNNEL_FORMAT_VERSION, steps = migrations }: { newest?: number; steps?: readonly Migration[] } = {},
): Migrated {
  if (!isRecord(raw)) {
    return { ok: false, issue: { path: [], message: `expected a funnel object ({ "version": ${newest}, "title": … }), found ${Array.isArray(raw) ? 'an array' : JSON.stringify(raw)}` } };
  }
  const version = raw.version;
  if (version === undefined) {
    return { ok: false, issue: { path: atVersion, message: `missing: add "version": ${newest} (the current format) at the top of the file` } };
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { ok: false, issue: { path: atVersion, message: `expected a whole number such as ${newest}, found ${JSON.stringify(version)}` } };
  }
  if (version > newest) {
    return {
      ok: false,
      issue: {
        path: atVersion,
        message: `this file is format version ${version}, but this site understands up to ${newest} — update the site (git pull) or lower the version`,
      },
    };
  }
  if (version < 1) {
    return { ok: false, issue: { path: atVersion, message: `format versions start at 1; this site writes ${newest}` } };
  }
  const applied = steps.slice(version - 1, newest - 1);
  let current: Record<string, unknown> = raw;
  for (const step of applied) current = step.migrate(current);
  return {
    ok: true,
    raw: current,
    from: version,
    pathInFile: (path) => applied.reduceRight((at, step) => step.pathBefore(at), path),
  };
}
