import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to `file` as one change: into a file beside it, then renamed
 * over it. A plain write empties the file first, and whatever reads it in
 * that moment (an editor, git, the dev server, a test) would find it blank or
 * half written. The temporary name does not end in .json, so nothing that
 * watches the folder for config files takes it for one.
 */
export function writeWhole(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${String(process.pid)}.writing`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
