// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currencySchema } from '../../schemas/currency.ts';
import { STRIPE_CURRENCIES } from '../../src/engine/payments/stripeCurrencies.ts';
import type { CatalogueTree } from '../../src/i18n/catalogueSchema.ts';
import { checkCatalogue } from '../../src/i18n/checkCatalogue.ts';
import { loadCatalogues } from '../../src/config/load/loadCatalogues.ts';
import { openGraphLocale } from '../../src/i18n/openGraphLocale.ts';
import { pluralMessage } from '../../src/i18n/pluralMessage.ts';
import { siteCatalogueErrors } from '../../src/config/load/siteCatalogueErrors.ts';
import { formatPrice } from '../../src/ui/formatPrice.ts';

const LANGUAGES = path.resolve(import.meta.dirname, '../../languages');
const english = JSON.parse(readFileSync(path.join(LANGUAGES, 'en.json'), 'utf8')) as CatalogueTree;
const norwegian = JSON.parse(readFileSync(path.join(LANGUAGES, 'nb.json'), 'utf8')) as CatalogueTree;
const reference = { file: 'languages/en.json', language: 'en', tree: english };
const nb = (tree: CatalogueTree) => checkCatalogue(reference, { file: 'languages/nb.json', language: 'nb', tree });
/** A copy of a catalogue with one change at a dotted key: a value, or undefined to delete it. */
function changed(tree: CatalogueTree, key: string, value: string | CatalogueTree | undefined): CatalogueTree {
  const copy = structuredClone(tree);
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const group = parts.reduce<CatalogueTree>((node, part) => node[part] as CatalogueTree, copy);
  if (value === undefined) Reflect.deleteProperty(group, last);
  else group[last] = value;
  return copy;
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('the catalogues of the engine’s words (languages/<tag>.json)', () => {
  it('English and Norwegian Bokmål ship, and match key for key', () => {
    const { data, errors } = loadCatalogues(LANGUAGES);
    expect(errors).toEqual([]);
    expect(Object.keys(data).sort()).toEqual(['en', 'nb']);
  });

  it('a key missing from a translation is one line naming its file and the key', () => {
    expect(nb(changed(norwegian, 'consent.accept', undefined))).toEqual(['languages/nb.json: consent.accept: missing (languages/en.json has it)']);
  });

  it('a key English does not have is one line too', () => {
    expect(nb(changed(norwegian, 'consent.acceptAll', 'Godta alle'))).toEqual([
      'languages/nb.json: consent.acceptAll: not a key of languages/en.json: remove it, or add it there first',
    ]);
  });

  it('a message whose placeholders differ from English’s is refused, naming both', () => {
    expect(nb(changed(norwegian, 'validation.tooLong', '{label}: høyst {maks} tegn'))).toEqual([
      "languages/nb.json: validation.tooLong: placeholders {label}, {maks} differ from languages/en.json's {label}, {max}",
    ]);
  });

  it('a group given as a message, or a message as a group, says what was expected', () => {
    expect(nb(changed(norwegian, 'consent', 'Informasjonskapsler'))).toEqual(['languages/nb.json: consent: expected a group, as in languages/en.json, not a message']);
  });

  it('a plural message needs every category the language’s plural rules (Intl.PluralRules) use', () => {
    const polish = { ...structuredClone(english) };
    expect(checkCatalogue(reference, { file: 'languages/pl.json', language: 'pl', tree: polish })).toEqual([
      'languages/pl.json: privacy.months: lacks the plural categories few, many, which pl needs (Intl.PluralRules)',
      'languages/pl.json: privacy.years: lacks the plural categories few, many, which pl needs (Intl.PluralRules)',
      'languages/pl.json: privacy.days: lacks the plural categories few, many, which pl needs (Intl.PluralRules)',
    ]);
    expect(nb(changed(norwegian, 'privacy.months', { other: '{count} måneder' }))).toEqual([
      'languages/nb.json: privacy.months: lacks the plural category one, which nb needs (Intl.PluralRules)',
    ]);
  });

  it('a broken catalogue stops the load with its one line, and leaves that language out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    temporary.push(dir);
    writeFileSync(path.join(dir, 'en.json'), JSON.stringify(english));
    writeFileSync(path.join(dir, 'nb.json'), JSON.stringify(changed(norwegian, 'notFound.title', undefined)));
    writeFileSync(path.join(dir, 'Norsk.json'), JSON.stringify(norwegian));
    const { data, errors } = loadCatalogues(dir);
    expect(errors).toEqual([
      'languages/Norsk.json: a catalogue is named by its language tag: write the language tag as norsk',
      'languages/nb.json: notFound.title: missing (languages/en.json has it)',
    ]);
    expect(Object.keys(data)).toEqual(['en']);
  });

  it('a site whose language or translation has no catalogue is an error on its file, at that field', () => {
    expect(siteCatalogueErrors({ key: 'alp-tours', language: 'de', translations: ['en', 'fr'] }, LANGUAGES)).toEqual([
      'sites/alp-tours.json: language: no catalogue languages/de.json for the engine\'s words in "de": copy languages/en.json there and translate it',
      'sites/alp-tours.json: translations[1]: no catalogue languages/fr.json for the engine\'s words in "fr": copy languages/en.json there and translate it',
    ]);
    expect(siteCatalogueErrors({ key: 'fjord-tours', language: 'nb', translations: ['en'] }, LANGUAGES)).toEqual([]);
  });

  it('plurals follow the language’s rules, by the platform’s Intl', () => {
    const months = norwegian.privacy as CatalogueTree;
    const message = months.months as { one: string; other: string };
    expect([1, 6, 13].map((count) => pluralMessage(message, count, 'nb'))).toEqual(['1 måned', '6 måneder', '13 måneder']);
  });
});

describe('prices in the page’s locale', () => {
  const intl = (locale: string, currency: string, amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

  it('as each language writes them, from the same amounts (Intl’s own forms)', () => {
    expect(formatPrice(1290, 'NOK', 'nb')).toBe(intl('nb', 'NOK', 1290));
    // Grouped with a space and named kr, on whichever side this platform's CLDR puts it (ICU 78: 1 290 kr).
    expect(formatPrice(1290, 'NOK', 'nb')).toMatch(/^(kr\s1\s290|1\s290\skr)$/);
    expect(formatPrice(1290, 'EUR', 'de')).toBe(intl('de', 'EUR', 1290));
    expect(formatPrice(1290, 'EUR', 'de')).toMatch(/^1\.290\s€$/);
    expect(formatPrice(12.5, 'SEK', 'sv')).toBe(new Intl.NumberFormat('sv', { style: 'currency', currency: 'SEK', minimumFractionDigits: 2 }).format(12.5));
  });

  it('the portfolio’s as they were: en-US', () => {
    expect(formatPrice(1290, 'USD')).toBe('$1,290');
    expect(formatPrice(49, 'EUR', 'en')).toBe('€49');
  });

  it('in any currency the platform knows; a paying funnel’s only in one Stripe takes', () => {
    for (const code of ['NOK', 'SEK', 'DKK', 'JPY', 'CHF']) expect(currencySchema.safeParse(code).success, code).toBe(true);
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(STRIPE_CURRENCIES.has('NOK')).toBe(true);
  });
});

describe('Open Graph’s locale', () => {
  it('is language_TERRITORY from the tag', () => {
    expect(['nb', 'en', 'de', 'de-AT', 'sv'].map(openGraphLocale)).toEqual(['nb_NO', 'en_US', 'de_DE', 'de_AT', 'sv_SE']);
  });
});
