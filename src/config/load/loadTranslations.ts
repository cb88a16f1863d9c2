import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Funnel } from '../../../schemas/funnel.ts';
import { translationKey } from '../../engine/funnelKey.ts';
import { migrateFunnel } from '../migrations/migrateFunnel.ts';
import { WORDS_FILE } from './funnelSlug.ts';
import { checkFunnelJson } from './loadFunnels.ts';
import type { NamedClientSite } from './loadSites.ts';
import { overlayWords } from './overlayWords.ts';
import { formatIssue, readJson } from './readConfigFile.ts';

/** The file holding a funnel's words in a language: funnels/fjord-tours.en.json. */
export const wordsFileName = (slug: string, language: string): string => `${translationKey(slug, language)}.json`;

/**
 * Each translated funnel of each client's site: its words file (funnels/<slug>.<tag>.json) laid over the
 * funnel's file, then checked as a whole as any funnel is, so a translation is as sound as its funnel; keyed
 * `<slug>.<tag>`. Only funnels that are valid themselves are translated (their own problems are reported
 * beside them). Errors, one line each: a words file missing for a language its site lists, a words file for a
 * language no site publishing its funnel lists, a key the funnel has not, a non-string where it has a string,
 * a step without words.
 */
export function loadTranslations(
  dir: string,
  sites: readonly NamedClientSite[],
  valid: readonly Funnel[],
  { label = 'funnels', publicDir = path.join(path.dirname(dir), 'public') }: { label?: string; publicDir?: string } = {},
): { data: Map<string, Funnel>; errors: string[] } {
  const data = new Map<string, Funnel>();
  const errors: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => WORDS_FILE.test(name)).sort() : [];
  const wanted = new Set<string>();
  for (const site of sites) {
    for (const slug of site.funnels) {
      for (const language of site.translations) {
        const file = wordsFileName(slug, language);
        wanted.add(file);
        if (!files.includes(file)) {
          errors.push(formatIssue(`${label}/${file}`, { path: [], message: `file not found: sites/${site.key}.json publishes ${slug} in ${language} (translations), and each step needs its words in it` }));
        }
      }
    }
  }
  for (const file of files) {
    const [, slug = '', language = ''] = WORDS_FILE.exec(file) ?? [];
    const fileLabel = `${label}/${file}`;
    if (!wanted.has(file)) {
      const publisher = sites.find((site) => site.funnels.includes(slug));
      const why = publisher === undefined ? `no site in sites/ publishes ${slug} in ${language}` : `sites/${publisher.key}.json does not list ${language} in its translations`;
      errors.push(formatIssue(fileLabel, { path: [], message: `words for a language the site is not published in: ${why}` }));
      continue;
    }
    const funnel = valid.find((candidate) => candidate.slug === slug);
    if (funnel === undefined) continue;
    const read = readJson(path.join(dir, file));
    const own = readJson(path.join(dir, `${slug}.json`));
    if (!read.ok) {
      errors.push(formatIssue(fileLabel, { path: [], message: read.message }));
      continue;
    }
    const migrated = own.ok ? migrateFunnel(own.data) : undefined;
    if (migrated?.ok !== true || typeof migrated.raw !== 'object' || migrated.raw === null) continue;
    const { merged, issues } = overlayWords(migrated.raw as Record<string, unknown>, read.data, language);
    errors.push(...issues.map((issue) => formatIssue(fileLabel, issue)));
    if (issues.length > 0) continue;
    const verdict = checkFunnelJson(merged, slug, publicDir);
    errors.push(...verdict.issues.map((issue) => formatIssue(fileLabel, { ...issue, message: `with these words, ${issue.message}` })));
    if (verdict.funnel !== undefined) data.set(translationKey(slug, language), verdict.funnel);
  }
  return { data, errors };
}
