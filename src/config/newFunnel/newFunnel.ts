import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FUNNEL_SLUG, MAX_FUNNEL_SLUG_LENGTH } from '../load/funnelSlug.ts';
import { newFunnelJson } from './newFunnelJson.ts';
import { newFunnelTemplate } from './newFunnelTemplate.ts';

export type NewFunnelResult =
  | { ok: true; file: string; slug: string; message: string[] }
  /** `usage`: no slug, or not a good one; `exists`: the file is there already; `unwritable`: the disk said no. */
  | { ok: false; message: string; reason: 'usage' | 'exists' | 'unwritable' };

const USAGE = 'npm run new:funnel -- summer-sale';

/** "Summer Sale!" → "summer-sale": the slug a person most likely meant, if there is one. */
function suggestSlug(text: string): string | undefined {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return FUNNEL_SLUG.test(slug) && slug.length <= MAX_FUNNEL_SLUG_LENGTH ? slug : undefined;
}

/** Says what is wrong with a slug, or nothing when it makes a good file name and URL. */
function slugProblem(slug: string): string | undefined {
  if (slug.length > MAX_FUNNEL_SLUG_LENGTH) {
    return `"${slug}" is ${slug.length} characters long; a slug has at most ${MAX_FUNNEL_SLUG_LENGTH}, so the address stays readable`;
  }
  if (!FUNNEL_SLUG.test(slug)) {
    const suggestion = suggestSlug(slug);
    const hint = suggestion === undefined ? '' : ` (e.g. ${suggestion})`;
    return `"${slug}" is not a URL-safe slug: use lower-case letters and digits, with single hyphens between words${hint}`;
  }
  return undefined;
}

/**
 * `npm run new:funnel -- <slug>`: writes funnels/<slug>.json, a working
 * two-step funnel, under `root`. Refuses, writing nothing, when the slug is
 * missing, not URL-safe or already taken. `args` are the command's arguments.
 */
export function newFunnel(root: string, args: readonly string[]): NewFunnelResult {
  const [slug, ...extra] = args;
  if (slug === undefined || slug.trim() === '') {
    return { ok: false, reason: 'usage', message: `new:funnel: name the funnel, e.g. ${USAGE} (the name is its file name and its address)` };
  }
  if (extra.length > 0) {
    const joined = suggestSlug(args.join('-'));
    const example = joined === undefined ? USAGE : `npm run new:funnel -- ${joined}`;
    return { ok: false, reason: 'usage', message: `new:funnel: give one slug, with hyphens between words, e.g. ${example}` };
  }
  const problem = slugProblem(slug);
  if (problem !== undefined) return { ok: false, reason: 'usage', message: `new:funnel: ${problem}` };

  const dir = path.join(root, 'funnels');
  if (!existsSync(dir)) {
    return { ok: false, reason: 'unwritable', message: 'new:funnel: there is no funnels/ folder here; run it from the project root, the folder with package.json' };
  }
  const file = `funnels/${slug}.json`;
  try {
    // "wx" fails if the file exists, so a file made a moment ago is never overwritten either.
    writeFileSync(path.join(root, file), newFunnelJson(newFunnelTemplate(slug)), { flag: 'wx' });
  } catch (error) {
    const exists = error instanceof Error && 'code' in error && error.code === 'EEXIST';
    return {
      ok: false,
      reason: exists ? 'exists' : 'unwritable',
      message: exists
        ? `new:funnel: ${file} already exists; pick another slug, or edit that file`
        : `new:funnel: could not write ${file}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return {
    ok: true,
    file,
    slug,
    message: [
      `✓ Wrote ${file}: a landing page whose "Get started" button leads to a thank-you page.`,
      '',
      'Next:',
      `  1. npm run dev, then open http://localhost:5173/funnels/${slug}`,
      '     (it is also listed on http://localhost:5173/showcase, with the other funnels)',
      `  2. Edit ${file}; your editor completes and explains every field through its "$schema" line.`,
      '     docs/add-a-funnel.md shows how to add an order step, a form and an upsell.',
      '  3. npm run check, to validate every funnel and say what to fix.',
    ],
  };
}
