import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languageTagSchema } from '../../../schemas/clientSite.ts';
import { formatIssue, readConfigFile } from './readConfigFile.ts';
import { catalogueSchema } from '../../i18n/catalogueSchema.ts';
import { checkCatalogue, type NamedCatalogue } from '../../i18n/checkCatalogue.ts';
import type { Words } from '../../i18n/Words.ts';

/** The language every catalogue is checked against, and the portfolio's. */
export const REFERENCE_LANGUAGE = 'en';

/**
 * Every catalogue in `dir` (languages/<tag>.json), by its language tag: each a valid catalogue, named by a
 * canonical BCP 47 tag, and matching English's key for key (checkCatalogue). One broken catalogue is an error
 * line and is left out, so nothing is built in a language whose words are not all there.
 */
export function loadCatalogues(dir: string, label = 'languages'): { data: Record<string, Words>; errors: string[] } {
  const errors: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  const read: NamedCatalogue[] = [];
  for (const name of files) {
    const file = `${label}/${name}`;
    const language = name.slice(0, -'.json'.length);
    const tag = languageTagSchema.safeParse(language);
    if (!tag.success) {
      errors.push(formatIssue(file, { path: [], message: `a catalogue is named by its language tag: ${tag.error.issues[0]?.message ?? 'not a BCP 47 tag'}` }));
      continue;
    }
    const parsed = readConfigFile(path.join(dir, name), file, catalogueSchema);
    if (parsed.ok) read.push({ file, language, tree: parsed.data });
    else errors.push(...parsed.errors);
  }
  const reference = read.find((catalogue) => catalogue.language === REFERENCE_LANGUAGE);
  if (reference === undefined) {
    if (!errors.some((line) => line.startsWith(`${label}/${REFERENCE_LANGUAGE}.json:`))) {
      errors.push(`${label}/${REFERENCE_LANGUAGE}.json: file not found: English's catalogue is the one every other is checked against`);
    }
    return { data: {}, errors };
  }
  const data: Record<string, Words> = {};
  for (const catalogue of read) {
    const problems = catalogue === reference ? [] : checkCatalogue(reference, catalogue);
    errors.push(...problems);
    // Checked key for key against English, whose shape Words is.
    if (problems.length === 0) data[catalogue.language] = catalogue.tree as unknown as Words;
  }
  return { data, errors };
}
