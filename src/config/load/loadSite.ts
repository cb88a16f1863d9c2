import path from 'node:path';
import { siteSchema, type Site } from '../../../schemas/site.ts';
import type { LoadResult } from './loadFunnels.ts';
import { readConfigFile } from './readConfigFile.ts';

export function loadSite(contentDir: string, label = path.basename(contentDir)): LoadResult<Site | undefined> {
  const read = readConfigFile(path.join(contentDir, 'site.json'), `${label}/site.json`, siteSchema);
  return read.ok ? { data: read.data, errors: [] } : { data: undefined, errors: read.errors };
}
