/**
 * A step's deciding action, read from its config the way a visitor reads the
 * page: the first block in <main> that offers an action. If any of its actions
 * moves the funnel on (sends an event), those are the decision (an offer's
 * accept and decline both); otherwise its first action (a button that scrolls
 * to the booking form). A form's submit counts as an action. Blocks are walked
 * as data, so a new block type with actions of the usual shape is covered.
 */
import type { Block } from '../../../src/blocks/registry.ts';

/** Chrome drawn outside <main>, or the way back: never the step's decision. */
const NOT_DECIDING = new Set<string>(['header', 'site-nav', 'footer', 'back-to-top', 'back']);

interface FoundAction {
  label: string;
  moves: boolean;
}

function actionsIn(value: unknown): FoundAction[] {
  if (Array.isArray(value)) return value.flatMap(actionsIn);
  if (typeof value !== 'object' || value === null) return [];
  const found: FoundAction[] = [];
  if ('label' in value && typeof value.label === 'string' && ('event' in value || 'href' in value || 'scrollTo' in value)) {
    found.push({ label: value.label, moves: 'event' in value });
  }
  if ('submitLabel' in value && typeof value.submitLabel === 'string') found.push({ label: value.submitLabel, moves: 'event' in value });
  for (const [key, inner] of Object.entries(value)) if (key !== 'submitLabel') found.push(...actionsIn(inner));
  return found;
}

/** The labels of the step's deciding actions; empty when the step offers none (a thank-you page with no buttons). */
export function decidingActions(blocks: readonly Block[]): string[] {
  for (const block of blocks) {
    if (NOT_DECIDING.has(block.type)) continue;
    const actions = actionsIn(block);
    if (actions.length === 0) continue;
    const moving = actions.filter((action) => action.moves);
    return moving.length > 0 ? moving.map((action) => action.label) : actions.slice(0, 1).map((action) => action.label);
  }
  return [];
}
