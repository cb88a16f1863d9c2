import type { Migration } from './Migration.ts';

/**
 * Version 2 renames the top-level `initial` to `landing`.
 *
 * Why this change: `initial` is XState's word. A site owner thinks of "the
 * landing page", and that is what the README, every `npm run check` message
 * and the `path: ""` rule already call it, so the field now says what it
 * holds: the id of the step a visitor lands on. The meaning is unchanged,
 * which makes the step a pure rename that any version 1 file survives.
 *
 * A file that already has a `landing` field keeps both, so zod reports the
 * leftover `initial` instead of the migration silently dropping a value.
 */
export const v1ToV2: Migration = {
  from: 1,
  change: 'the top-level "initial" (the landing step\'s id) is now called "landing"',
  migrate(raw) {
    const { initial, ...rest } = raw;
    if (initial === undefined || Object.hasOwn(raw, 'landing')) return { ...raw, version: 2 };
    return { ...rest, version: 2, landing: initial };
  },
  pathBefore(path) {
    return path[0] === 'landing' ? ['initial', ...path.slice(1)] : path;
  },
};
