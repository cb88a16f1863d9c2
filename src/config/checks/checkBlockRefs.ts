import type { Block } from '../../blocks/registry.ts';
import { didYouMean } from '../messages/closest.ts';
import { collectBlockRefs } from './collectBlockRefs.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';

interface Options {
  /** Events the page handles (a funnel step's `on` keys; none on a portfolio page). */
  handled: readonly string[];
  /** Says why an unhandled event is wrong, where the page explains it better than a list. */
  context?: string;
}

/**
 * Checks the blocks of one page against each other: ids are unique, every
 * scroll anchor exists, every event is handled, every default option exists.
 * Paths start at `blocks`.
 */
export function checkBlockRefs(blocks: readonly Block[], { handled, context }: Options): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const anchors = blocks.flatMap((block) => (block.id === undefined ? [] : [block.id]));
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    const at = ['blocks', index];
    if (block.id !== undefined) {
      if (seen.has(block.id)) issues.push({ path: [...at, 'id'], message: `id "${block.id}" is used twice on this page` });
      seen.add(block.id);
    }
    if (block.type === 'order-options' && !block.options.some((option) => option.id === block.default)) {
      const ids = block.options.map((option) => option.id);
      issues.push({ path: [...at, 'default'], message: `no option "${block.default}" in options${didYouMean(block.default, ids)}` });
    }
    if (block.type === 'order-options' && block.featured !== undefined && !block.options.some((option) => option.id === block.featured)) {
      const ids = block.options.map((option) => option.id);
      issues.push({ path: [...at, 'featured'], message: `no option "${block.featured}" in options${didYouMean(block.featured, ids)}` });
    }
    for (const ref of collectBlockRefs(block)) {
      if (ref.kind === 'event' && !handled.includes(ref.value)) {
        const known = handled.length > 0 ? `it handles ${handled.join(', ')}` : 'it handles no events';
        issues.push({
          path: [...at, ...ref.path],
          message:
            context === undefined
              ? `this step has no transition for "${ref.value}"${didYouMean(ref.value, handled)}; ${known}`
              : `"${ref.value}" cannot be sent here: ${context}`,
        });
      }
      if (ref.kind === 'scrollTo' && !anchors.includes(ref.value)) {
        issues.push({
          path: [...at, ...ref.path],
          message: `no block with id "${ref.value}" on this ${context === undefined ? 'step' : 'page'}${didYouMean(ref.value, anchors)}`,
        });
      }
    }
  });
  return issues;
}
