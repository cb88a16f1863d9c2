/**
 * A language's name in itself, as a visitor who reads it looks for it (English, Norsk bokmål): CLDR's name
 * from Intl, its first letter made a capital in that language's own way, since it stands alone as a link.
 */
export function languageName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
