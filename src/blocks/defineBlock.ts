import { z } from 'zod';
import { anchorIdSchema } from '../../schemas/common.ts';

/**
 * Declares a block's props schema. Every block carries its `type` tag and an
 * optional `id` so call-to-action buttons can scroll to it.
 */
export function defineBlock<const T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) {
  return z
    .strictObject({
      type: z.literal(type).describe(description),
      id: anchorIdSchema.optional().describe('Anchor id, so a button can scroll here'),
      ...shape,
    })
    .describe(description);
}
