import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORDS_FILE } from '../../src/config/load/funnelSlug.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A copy of this project's config in a new temporary folder, to break or edit without touching the real one:
 * funnels/ (or an empty funnels/) and content/ copied, public/ linked (the checks look for the artwork there),
 * or copied (`copyPublic`, 0.75 MB) for a test that adds a file to it; the client sites' files, sites/, copied
 * only with `sites` (without them every funnel is the portfolio's, so a funnel that takes payment, which only a
 * client's site may publish, is left out: `check` would refuse it, as it would a funnel's words in a language no
 * site publishes it in); src/ linked (`linkSrc`) for a config that names
 * a path in it. The caller removes the folder.
 */
export function throwawayProject(prefix: string, { funnels = true, copyPublic = false, sites = false, linkSrc = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (funnels) {
    cpSync(path.join(ROOT, 'funnels'), path.join(dir, 'funnels'), {
      recursive: true,
      // A funnel's words in another language go with the site that publishes it in that language.
      filter: (file) => sites || !file.endsWith('.json') || (!WORDS_FILE.test(path.basename(file)) && !readFileSync(file, 'utf8').includes('"pay"')),
    });
  }
  else mkdirSync(path.join(dir, 'funnels'));
  cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  if (sites) cpSync(path.join(ROOT, 'sites'), path.join(dir, 'sites'), { recursive: true });
  if (copyPublic) cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  else symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  if (linkSrc) symlinkSync(path.join(ROOT, 'src'), path.join(dir, 'src'));
  return dir;
}
