import type { ContentFile } from '../../api/contentTypes.ts';
import { getContent, saveContent, validateContent } from '../../api/contentCalls.ts';
import type { DocumentClient } from '../funnelDocument.ts';

/** New case studies not yet written, by id: the document starts from one until its first valid write creates the file. */
const drafts = new Map<string, ContentFile>();

export function keepDraft(file: ContentFile): void {
  drafts.set(file.id, file);
}

/** The JSON Schema each file was read with, by id: its forms are drawn from it. */
const schemas = new Map<string, unknown>();

export function schemaOf(id: string): unknown {
  return schemas.get(id);
}

async function read(id: string): Promise<ContentFile> {
  try {
    return await getContent(id);
  } catch (error) {
    const draft = drafts.get(id);
    if (draft === undefined) throw error;
    return draft;
  }
}

/** The content document's server: the studio's API, as documentClient is the funnels'. */
export const contentClient: DocumentClient<unknown> = {
  async load(id) {
    const file = await read(id);
    if (file.config === null) throw new Error(file.problems.map((problem) => problem.line).join('\n'));
    schemas.set(id, file.schema);
    return { version: file.version, config: file.config, problems: file.problems, warnings: file.warnings };
  },
  async validate(id, config) {
    return validateContent(id, config);
  },
  async save(id, config, baseVersion) {
    const result = await saveContent(id, config, baseVersion);
    if (result.status === 'saved') {
      drafts.delete(id);
      return { kind: 'saved', version: result.version };
    }
    if (result.status === 'invalid') return { kind: 'invalid', problems: result.problems };
    return { kind: 'conflict', version: result.version, config: result.config };
  },
};
