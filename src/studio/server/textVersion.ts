import { createHash } from 'node:crypto';

/** A file's version: a hash of its text, so any change on disk, from anywhere, makes a new one. */
export function textVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
