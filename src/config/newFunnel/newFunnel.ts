import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FUNNEL_SLUG, MAX_FUNNEL_SLUG_LENGTH } from '../load/funnelSlug.ts';
import { newFunnelJson } from './newFunnelJson.ts';
import { newFunnelTemplate, titleFromSlug } from './newFunnelTemplate.ts';

export type NewFunnelResult =
  /** `site`: with `--site`, the site file that now lists the funnel (written anew when `created`). */
  | { ok: true; file: string; slug: string; message: string[]; site?: { file: string; created: boolean } }
  /** `usage`: no slug, or not a good one; `exists`: the file is there already; `unwritable`: the disk said no. */
  | { ok: false; message: string; reason: 'usage' | 'exists' | 'unwritable' };

const USAGE = 'npm run new:funnel -- summer-sale';
const SITE_USAGE = 'npm run new:funnel -- summer-sale --site fjord-tours';

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

type Refusal = Extract<NewFunnelResult, { ok: false }>;

/** The slug the arguments give, or why they give none; `usage` is the example a refusal shows. */
function slugOf(args: readonly string[], usage: string, tail = ''): { slug: string } | Refusal {
  const [slug, ...extra] = args;
  if (slug === undefined || slug.trim() === '') {
    return { ok: false, reason: 'usage', message: `new:funnel: name the funnel, e.g. ${usage} (the name is its file name and its address)` };
  }
  if (extra.length > 0) {
    const joined = suggestSlug(args.join('-'));
    const example = joined === undefined ? usage : `npm run new:funnel -- ${joined}${tail}`;
    return { ok: false, reason: 'usage', message: `new:funnel: give one slug, with hyphens between words, e.g. ${example}` };
  }
  const problem = slugProblem(slug);
  if (problem !== undefined) return { ok: false, reason: 'usage', message: `new:funnel: ${problem}` };
  return { slug };
}

/** Writes funnels/<slug>.json, never over a file that is there; undefined when written. */
function writeFunnel(root: string, file: string, text: string): Refusal | undefined {
  if (!existsSync(path.join(root, 'funnels'))) {
    return { ok: false, reason: 'unwritable', message: 'new:funnel: there is no funnels/ folder here; run it from the project root, the folder with package.json' };
  }
  try {
    // "wx" fails if the file exists, so a file made a moment ago is never overwritten either.
    writeFileSync(path.join(root, file), text, { flag: 'wx' });
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
  return undefined;
}

/**
 * `npm run new:funnel -- <slug>`: writes funnels/<slug>.json, a working
 * two-step funnel, under `root`. Refuses, writing nothing, when the slug is
 * missing, not URL-safe or already taken. `args` are the command's arguments.
 * With `--site <key>`, the funnel is for that client's site (newClientFunnel).
 */
export function newFunnel(root: string, args: readonly string[]): NewFunnelResult {
  const siteFlag = args.indexOf('--site');
  if (siteFlag !== -1) {
    const key = args[siteFlag + 1];
    if (key === undefined || key.startsWith('--') || key.trim() === '') {
      return { ok: false, reason: 'usage', message: `new:funnel: --site names the client's site, its file in sites/ without .json, e.g. ${SITE_USAGE}` };
    }
    return newClientFunnel(root, [...args.slice(0, siteFlag), ...args.slice(siteFlag + 2)], key);
  }
  const named = slugOf(args, USAGE);
  if ('ok' in named) return named;
  const { slug } = named;
  const file = `funnels/${slug}.json`;
  const refused = writeFunnel(root, file, newFunnelJson(newFunnelTemplate(slug)));
  if (refused !== undefined) return refused;
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

/** A new site file for `key` holding one funnel, its home; origin, name and email stand in until the client's are put in. */
export function newSiteFile(key: string, slug: string): string {
  return `${[
    '{',
    '  "$schema": "../schemas/client-site.schema.json",',
    `  "origin": "https://${key}.example",`,
    `  "name": ${JSON.stringify(titleFromSlug(key))},`,
    `  "email": "hello@${key}.example",`,
    `  "funnels": [${JSON.stringify(slug)}],`,
    `  "home": ${JSON.stringify(slug)}`,
    '}',
  ].join('\n')}\n`;
}

/**
 * A site file's text with `slug` added at the end of its `funnels` list, and
 * nothing else changed: a list on one line stays on it, a list of one item a
 * line gets one more line, indented as the last. Undefined when the file has
 * no `"funnels": [...]` to add to.
 */
export function withFunnelListed(text: string, slug: string): string | undefined {
  const match = /("funnels"\s*:\s*\[)([^\]]*)\]/.exec(text);
  if (match === null) return undefined;
  const [whole, opening = '', items = ''] = match;
  const at = match.index + opening.length;
  const end = match.index + whole.length - 1;
  const quoted = JSON.stringify(slug);
  if (items.trim() === '') return `${text.slice(0, at)}${quoted}${text.slice(end)}`;
  const lastItem = at + items.trimEnd().length;
  const lineStart = text.lastIndexOf('\n', lastItem - 1);
  const separator = items.includes('\n') ? `,\n${/^\s*/.exec(text.slice(lineStart + 1))?.[0] ?? ''}` : ', ';
  return `${text.slice(0, lastItem)}${separator}${quoted}${text.slice(lastItem)}`;
}

/** The client's name and funnels a site file gives, read leniently: the checks say what else is wrong with it. */
function readSiteFile(text: string): { name?: string; funnels?: unknown[] } | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `it is not valid JSON (${error instanceof Error ? error.message : String(error)}); npm run check says where`;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'it is not a JSON object; docs/client-site.md shows one';
  const { name, funnels } = data as Record<string, unknown>;
  return { ...(typeof name === 'string' && name !== '' ? { name } : {}), ...(Array.isArray(funnels) ? { funnels } : {}) };
}

/**
 * `npm run new:funnel -- <slug> --site <key>`: funnels/<slug>.json for a
 * client's site, in the client's words and linking only to that site's own
 * pages (its home and /privacy), and the slug added to sites/<key>.json's
 * `funnels`, changing only that list. Without sites/<key>.json, writes one
 * with the funnel as its home, whose origin, name and email stand in for the
 * client's. Refuses, writing nothing, as new:funnel does, and when the site
 * file cannot take the funnel.
 */
export function newClientFunnel(root: string, args: readonly string[], key: string): NewFunnelResult {
  const usage = `npm run new:funnel -- summer-sale --site ${key}`;
  if (!FUNNEL_SLUG.test(key)) {
    return { ok: false, reason: 'usage', message: `new:funnel: "${key}" is not a site's name: a site is sites/<name>.json, its name lower-case letters and digits, words joined by hyphens` };
  }
  const named = slugOf(args, usage, ` --site ${key}`);
  if ('ok' in named) return named;
  const { slug } = named;
  const siteFile = `sites/${key}.json`;
  const sitePath = path.join(root, siteFile);
  const created = !existsSync(sitePath);
  let siteText: string;
  let name = titleFromSlug(key);
  let listed = false;
  if (created) siteText = newSiteFile(key, slug);
  else {
    const before = readFileSync(sitePath, 'utf8');
    const read = readSiteFile(before);
    if (typeof read === 'string') return { ok: false, reason: 'usage', message: `new:funnel: ${siteFile} cannot take the funnel: ${read}` };
    name = read.name ?? name;
    listed = read.funnels?.includes(slug) ?? false;
    const added = listed ? before : withFunnelListed(before, slug);
    if (added === undefined) return { ok: false, reason: 'usage', message: `new:funnel: ${siteFile} has no "funnels" list to add ${slug} to; add "funnels": [${JSON.stringify(slug)}] to it` };
    siteText = added;
  }
  const file = `funnels/${slug}.json`;
  const refused = writeFunnel(root, file, newFunnelJson(newFunnelTemplate(slug, { name })));
  if (refused !== undefined) return refused;
  try {
    if (created) mkdirSync(path.dirname(sitePath), { recursive: true });
    if (created || !listed) writeFileSync(sitePath, siteText);
  } catch (error) {
    // Both files or neither: a funnel no site lists would be built into the portfolio.
    rmSync(path.join(root, file), { force: true });
    return { ok: false, reason: 'unwritable', message: `new:funnel: could not write ${siteFile}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const siteLine = created
    ? `✓ Wrote ${siteFile}, a site whose home is ${slug}: put the client's own origin, name and email in it (they stand in as https://${key}.example, ${name}, hello@${key}.example).`
    : listed
      ? `✓ ${siteFile} lists ${slug} already.`
      : `✓ Added "${slug}" to the funnels of ${siteFile}.`;
  return {
    ok: true,
    file,
    slug,
    site: { file: siteFile, created },
    message: [
      `✓ Wrote ${file}: a landing page whose "Get started" button leads to a thank-you page, in ${name}'s words, linking only to its own site.`,
      siteLine,
      '',
      'Next:',
      `  1. Edit ${file}; your editor completes and explains every field through its "$schema" line.`,
      '  2. npm run check, to validate every funnel and site file and say what to fix.',
      `  3. npm run build -- --site ${key}, then npx wrangler pages dev dist-sites/${key}`,
      '     docs/client-site.md walks from here to the site served, with its leads kept.',
    ],
  };
}
