/**
 * Open Graph's locale for a BCP 47 tag: language_TERRITORY, the territory the platform's likely-subtags
 * data gives when the tag names none (nb → nb_NO, en → en_US, de-AT → de_AT).
 */
export function openGraphLocale(tag: string): string {
  const locale = new Intl.Locale(tag).maximize();
  return locale.region === undefined ? locale.language : `${locale.language}_${locale.region}`;
}
