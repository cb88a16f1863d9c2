import { existsSync } from 'node:fs';

/**
 * `a/b.ts` → `a/b.<kind>.ts` (or `.tsx`: a twin of a component may be plain `.ts`), when that file exists: the
 * module a build of one kind links in place of the module itself (deliveryPlugin's `off`, clientSitePlugin's
 * `client`).
 */
export function twinModule(file: string, kind: string): string | undefined {
  const match = /^(.*)\.(tsx?)$/.exec(file);
  if (match === null) return undefined;
  const [, stem = ''] = match;
  return [`${stem}.${kind}.ts`, `${stem}.${kind}.tsx`].find((twin) => existsSync(twin));
}
