import { blockSchema, type Block } from '../../src/blocks/registry.ts';

/** Builds a block the way the build does: from config-shaped input, through its schema, defaults applied. */
export function parseBlock(input: unknown): Block {
  return blockSchema.parse(input);
}
