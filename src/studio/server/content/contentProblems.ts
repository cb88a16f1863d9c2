import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../config/load/loadContent.ts';
import { loadSite } from '../../../config/load/loadSite.ts';
import type { Problem } from '../../api/types.ts';

/** `steps.order.blocks[1].price`, `[0].href`: formatPath's output, read back into the path it was made from. */
const FORMATTED_PATH = /^(?:[A-Za-z_$][\w$-]*|\[\d+\])(?:\.[A-Za-z_$][\w$-]*|\[\d+\])*$/;

function parsePath(formatted: string): (string | number)[] {
  return [...formatted.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)].map(([, index, key]) => (index === undefined ? (key ?? '') : Number(index)));
}

/** One of the check's lines as a problem at its field: `content/x.json: path: message`, or the file as a whole. */
function asProblem(line: string, label: string): Problem {
  const rest = line.slice(label.length + 2);
  const cut = rest.indexOf(': ');
  const at = cut === -1 ? '' : rest.slice(0, cut);
  return FORMATTED_PATH.test(at) ? { path: parsePath(at), message: rest.slice(cut + 2), line } : { path: [], message: rest, line };
}

/** Every line `npm run check` prints for content/ as it is in `contentDir`, its pictures looked for in `publicDir`. */
function checkContent(contentDir: string, publicDir: string): string[] {
  return [...loadSite(contentDir, 'content').errors, ...loadContent(contentDir, 'content', { publicDir }).errors];
}

/**
 * What `npm run check` says of content/<id>.json with `config` in its place
 * (null: the file removed) and the rest of content/ as it is on disk: the
 * check's own functions (loadSite, loadContent) run on a copy of content/
 * with the candidate written in, so every rule and every word is the check's,
 * and nothing of the project is touched. A candidate's problems are its own
 * file's, and any line it adds elsewhere (a card that would point at a case
 * study removed): a change that breaks another file is not written either.
 */
export function contentProblems(root: string, id: string, candidate?: { config: unknown }): { problems: Problem[]; warnings: Problem[] } {
  const contentDir = path.join(root, 'content');
  const label = `content/${id}.json`;
  const publicDir = path.join(root, 'public');
  const before = checkContent(contentDir, publicDir);
  let after = before;
  if (candidate !== undefined) {
    const scratch = mkdtempSync(path.join(tmpdir(), 'studio-content-'));
    try {
      const copy = path.join(scratch, 'content');
      cpSync(contentDir, copy, { recursive: true });
      const file = path.join(copy, `${id}.json`);
      if (candidate.config === null) rmSync(file, { force: true });
      else writeFileSync(file, JSON.stringify(candidate.config));
      after = checkContent(copy, publicDir);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const mine = after.filter((line) => line.startsWith(`${label}: `)).map((line) => asProblem(line, label));
  const elsewhere = candidate === undefined ? [] : after.filter((line) => !line.startsWith(`${label}: `) && !before.includes(line)).map((line) => ({ path: [], message: line, line }));
  return { problems: [...mine, ...elsewhere], warnings: [] };
}
