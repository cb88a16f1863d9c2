import type { z } from 'zod';
import { blockTypes } from '../blocks/registry.ts';
import type { ConfigIssue } from './ConfigIssue.ts';

/** Turns zod's issues into plain sentences, naming the known block types when one is unknown. */
export function zodIssues(error: z.ZodError): ConfigIssue[] {
  return error.issues.map((issue) => {
    const last = issue.path.at(-1);
    if (issue.code === 'invalid_union' && last === 'type' && issue.path.includes('blocks')) {
      return { path: issue.path, message: `unknown block type; known types: ${blockTypes.join(', ')}` };
    }
    if (issue.code === 'unrecognized_keys') {
      const names = issue.keys.map((key) => `"${key}"`).join(', ');
      return { path: issue.path, message: `unknown ${issue.keys.length === 1 ? 'property' : 'properties'} ${names}` };
    }
    return { path: issue.path, message: issue.message.replace(/^Invalid input: /, '') };
  });
}
