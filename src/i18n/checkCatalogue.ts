import { isPlural, type CatalogueTree } from './catalogueSchema.ts';
import { placeholdersOf } from './fillMessage.ts';

/** One catalogue file against the reference: its name (languages/nb.json), its language and its parsed tree. */
export interface NamedCatalogue {
  file: string;
  language: string;
  tree: CatalogueTree;
}

const kind = (value: string | CatalogueTree | undefined) =>
  value === undefined ? 'nothing' : typeof value === 'string' ? 'a message' : isPlural(value) ? 'a plural message' : 'a group';

/**
 * What keeps a translation from standing in for the reference (English), one line each, naming the file and
 * the key: a key missing or extra, a message where a group is expected, {placeholders} that differ, or a
 * plural message lacking a category the language's plural rules (the platform's Intl.PluralRules) need.
 */
export function checkCatalogue(reference: NamedCatalogue, candidate: NamedCatalogue): string[] {
  const problems: string[] = [];
  const say = (at: string, message: string) => problems.push(`${candidate.file}: ${at}: ${message}`);
  const needed = new Intl.PluralRules(candidate.language).resolvedOptions().pluralCategories;
  // A file's "$schema" is its editor's, not a message: one may name it and another not.
  const messages = (tree: CatalogueTree, prefix: string) => Object.entries(tree).filter(([key]) => prefix !== '' || key !== '$schema');
  const walk = (expected: CatalogueTree, actual: CatalogueTree, prefix: string) => {
    for (const [key, want] of messages(expected, prefix)) {
      const at = `${prefix}${key}`;
      const got = Object.hasOwn(actual, key) ? actual[key] : undefined;
      if (got === undefined) {
        say(at, `missing (${reference.file} has it)`);
        continue;
      }
      if (kind(want) !== kind(got) && !(typeof want === 'object' && typeof got === 'object' && isPlural(want))) {
        say(at, `expected ${kind(want)}, as in ${reference.file}, not ${kind(got)}`);
        continue;
      }
      if (typeof want === 'string' && typeof got === 'string') {
        comparePlaceholders(at, want, got);
      } else if (typeof want === 'object' && typeof got === 'object' && isPlural(want)) {
        const lacking = needed.filter((category) => !Object.hasOwn(got, category));
        if (lacking.length > 0) say(at, `lacks the plural ${lacking.length === 1 ? 'category' : 'categories'} ${lacking.join(', ')}, which ${candidate.language} needs (Intl.PluralRules)`);
        for (const [category, text] of Object.entries(got)) {
          if (typeof text !== 'string') say(`${at}.${category}`, 'expected a message (text)');
          else comparePlaceholders(`${at}.${category}`, want.other ?? '', text);
        }
      } else if (typeof want === 'object' && typeof got === 'object') {
        walk(want, got, `${at}.`);
      }
    }
    for (const [key] of messages(actual, prefix)) {
      if (!Object.hasOwn(expected, key)) say(`${prefix}${key}`, `not a key of ${reference.file}: remove it, or add it there first`);
    }
  };
  const comparePlaceholders = (at: string, want: string | CatalogueTree, got: string) => {
    const expected = typeof want === 'string' ? placeholdersOf(want) : [];
    const actual = placeholdersOf(got);
    if (expected.join() !== actual.join()) {
      const list = (names: string[]) => (names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', '));
      say(at, `placeholders ${list(actual)} differ from ${reference.file}'s ${list(expected)}`);
    }
  };
  walk(reference.tree, candidate.tree, '');
  return problems;
}
