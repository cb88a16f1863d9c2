import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { getFunnel, saveFunnel, validateFunnel } from '../api/studioApi.ts';
import type { DocumentClient } from './funnelDocument.ts';

/**
 * The document's server: the studio's API. A file that is not JSON at all
 * cannot be edited in forms (its problem says where to mend it).
 */
export const documentClient: DocumentClient = {
  async load(slug) {
    const file = await getFunnel(slug);
    if (file.config === null) throw new Error(file.problems.map((problem) => problem.line).join('\n'));
    return { version: file.version, config: file.config as FunnelFile, problems: file.problems, warnings: file.warnings };
  },
  async validate(slug, config) {
    return validateFunnel(slug, config);
  },
  async save(slug, config, baseVersion) {
    const result = await saveFunnel(slug, config, baseVersion);
    if (result.status === 'saved') return { kind: 'saved', version: result.version };
    if (result.status === 'invalid') return { kind: 'invalid', problems: result.problems };
    return { kind: 'conflict', version: result.version, config: result.config as FunnelFile };
  },
};
