import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_API_PATH, STUDIO_PATH } from '../../../src/studio/api/studioPaths.ts';
import { STUDIO_PAGE_MARKER } from '../../../src/studio/server/studioPage.ts';
import { expect, test } from '../support/test.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'dist');

/** Every file under `dir`, by its path under dist/. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
}

/**
 * What only studio code holds: its page's marker, its addresses, the words
 * its UI's entry throws when the page has no root (a minifier renames code
 * but keeps a string's words), and the class CodeMirror, the JSON panes'
 * editor, gives the text it edits (the site has no code editor).
 */
function studioFingerprints(): string[] {
  const entry = readFileSync(path.join(root, 'src/studio/ui/main.tsx'), 'utf8');
  const thrown = [...entry.matchAll(/new Error\((['"`])(.+?)\1\)/g)].map((match) => match[2] ?? '');
  return [STUDIO_PAGE_MARKER, STUDIO_PATH, STUDIO_API_PATH, 'cm-content', ...thrown];
}

/** Each file of `files` (path and bytes) that holds a fingerprint, with the one it holds. */
function studioTraces(files: { file: string; bytes: Buffer }[], fingerprints: readonly string[]): string[] {
  return files.flatMap(({ file, bytes }) => {
    const text = bytes.toString('latin1');
    return fingerprints.filter((fingerprint) => text.includes(Buffer.from(fingerprint).toString('latin1'))).map((fingerprint) => `${file}: ${fingerprint}`);
  });
}

test.describe('the production build', () => {
  test('holds no studio code: no file under dist/ has the studio page, its API or its UI', () => {
    expect(existsSync(dist), 'no dist/: run npm run build before the browser tests').toBe(true);
    const fingerprints = studioFingerprints();
    // Without the UI entry's own words the scan would miss a bundled UI that never names its page.
    expect(fingerprints.length, 'src/studio/ui/main.tsx throws no Error with words of its own to look for').toBeGreaterThan(4);
    const files = filesUnder(dist).map((file) => ({ file, bytes: readFileSync(path.join(dist, file)) }));
    expect(files.length).toBeGreaterThan(10);
    // The scan finds what it looks for: a built file with the studio's page in it would be named.
    expect(studioTraces([{ file: 'leak.html', bytes: Buffer.from(`<meta content="${STUDIO_PAGE_MARKER}">`) }], fingerprints)).toEqual([
      `leak.html: ${STUDIO_PAGE_MARKER}`,
    ]);
    expect(studioTraces(files, fingerprints)).toEqual([]);
  });
});
