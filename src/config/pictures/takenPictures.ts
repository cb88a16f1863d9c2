import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * What the rule is made of: its own modules, and the lockfile, which pins the parsers and the sanitiser it
 * uses (saxes, css-tree, DOMPurify, jsdom, sharp and its librsvg). A change to any of them is a new rule: a
 * drawing taken within the draw-time budget is drawn again only when the rule or the file changes.
 */
const RULE_FILES = [
  'src/config/pictures/checkPicture.ts',
  'src/config/pictures/pictureRules.ts',
  'src/config/pictures/svgRefusal.ts',
  'src/config/pictures/cssRefusal.ts',
  'src/config/pictures/svgAllowList.ts',
  'src/config/pictures/svgCostFindings.ts',
  'src/config/pictures/svgCostLimits.ts',
  'src/config/pictures/drawSvg.ts',
  'src/config/pictures/svgDrawChild.ts',
  'package-lock.json',
];

/** The files the rule has taken, by their content's hash, with the size it found. */
type Taken = Record<string, { width: number; height: number }>;

/**
 * The pictures the site's rule (checkPicture) has taken before, kept in node_modules/.cache/ between runs
 * of `npm run check` and the build, so that the 59 drawings already checked cost nothing the next time
 * (a cold check of them loads jsdom, DOMPurify and css-tree and reads each: 3–4 s of CPU on this
 * project's 2-core machine under load). A file is known by the hash of its bytes and of the rule's own
 * files, so an edited picture or an edited rule is checked afresh; a refusal is never kept, so it is
 * always given in the current rule's words.
 */
export class TakenPictures {
  private readonly file: string;
  private readonly rule: string;
  private readonly taken: Taken;
  private changed = false;

  constructor(dir = path.join(ROOT, 'node_modules/.cache/pictures')) {
    this.file = path.join(dir, 'taken.json');
    const hash = createHash('sha256');
    for (const file of RULE_FILES) hash.update(readFileSync(path.join(ROOT, file)));
    this.rule = hash.digest('hex');
    this.taken = this.read();
  }

  private read(): Taken {
    try {
      const kept = JSON.parse(readFileSync(this.file, 'utf8')) as { rule?: unknown; taken?: Taken };
      return kept.rule === this.rule && typeof kept.taken === 'object' ? kept.taken : {};
    } catch {
      return {};
    }
  }

  private key(bytes: Buffer, name: string): string {
    // The name too: the rule reads a file as what its extension claims.
    return createHash('sha256').update(path.extname(name).toLowerCase()).update('\0').update(bytes).digest('hex');
  }

  has(bytes: Buffer, name: string): boolean {
    return Object.hasOwn(this.taken, this.key(bytes, name));
  }

  add(bytes: Buffer, name: string, size: { width: number; height: number }): void {
    this.taken[this.key(bytes, name)] = size;
    this.changed = true;
  }

  save(): void {
    if (!this.changed) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify({ rule: this.rule, taken: this.taken }));
    } catch {
      // A cache that cannot be written only costs the next run its time.
    }
  }
}
