import type { Migration } from './Migration.ts';
import { v1ToV2 } from './v1ToV2.ts';

/**
 * Every step of the funnel format, oldest first: `migrations[i]` turns
 * version i + 1 into i + 2. A new format version adds its step at the end
 * (and bumps FUNNEL_FORMAT_VERSION); a test checks the list has no gap.
 */
export const migrations: readonly Migration[] = [v1ToV2];
