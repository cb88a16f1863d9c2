import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NamedClientSite } from './loadSites.ts';
import { formatIssue } from './readConfigFile.ts';

/** A site's language, or one of its translations, with no catalogue for the engine's own words. */
export function siteCatalogueErrors(client: Pick<NamedClientSite, 'key' | 'language' | 'translations'>, dir: string, label = 'languages'): string[] {
  const file = `sites/${client.key}.json`;
  const lacking = (tag: string) => !existsSync(path.join(dir, `${tag}.json`));
  const message = (tag: string) => `no catalogue ${label}/${tag}.json for the engine's words in "${tag}": copy ${label}/en.json there and translate it`;
  return [
    ...(lacking(client.language) ? [formatIssue(file, { path: ['language'], message: message(client.language) })] : []),
    ...client.translations.flatMap((tag, index) => (lacking(tag) ? [formatIssue(file, { path: ['translations', index], message: message(tag) })] : [])),
  ];
}
