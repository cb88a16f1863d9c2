import type { Block } from './registry.ts';

/**
 * Blocks whose role is to reassure a visitor about to decide (badges,
 * guarantees): they belong beside or under the action, not stacked between
 * the choice and its button.
 */
const REASSURANCE = new Set<Block['type']>(['trust-badges']);

/** How far ahead a reassurance block looks for its action: past one block (an add-on offer, say) but not across the page. */
const REACH = 2;

/** True for a config action that moves the funnel on: an object with a label and an event, at any depth of the block. */
export function sendsEvent(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(sendsEvent);
  if (typeof value !== 'object' || value === null) return false;
  if ('label' in value && 'event' in value && typeof value.event === 'string') return true;
  return Object.values(value).some(sendsEvent);
}

/** Blocks drawn together: a deciding block with the reassurance gathered under it (`decides`), or one block alone. */
export interface BlockRun {
  blocks: Block[];
  decides: boolean;
}

/**
 * The body of a page as it is drawn. Reassurance that comes shortly before a
 * deciding action (a block with a button that moves the funnel on) is drawn
 * after it, in one group with it, as is reassurance right after it: the
 * choice leads straight to its button, and the badges sit under the button.
 * Every other block keeps its place, a run of its own.
 */
export function actionGroups(blocks: readonly Block[]): BlockRun[] {
  const runs: BlockRun[] = [];
  const moved = new Set<number>();
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index];
    if (block === undefined || moved.has(index)) continue;
    if (!sendsEvent(block)) {
      runs.push({ blocks: [block], decides: false });
      continue;
    }
    const gathered: Block[] = [];
    // Reassurance waiting in the runs just drawn, within reach, moves under this action.
    let others = 0;
    for (let back = runs.length - 1; back >= 0 && others < REACH; back--) {
      const run = runs[back];
      const only = run?.blocks[0];
      if (run === undefined || run.decides || run.blocks.length !== 1 || only === undefined) break;
      if (REASSURANCE.has(only.type)) {
        runs.splice(back, 1);
        gathered.unshift(only);
      } else others++;
    }
    for (let next = index + 1; next < blocks.length; next++) {
      const after = blocks[next];
      if (after === undefined || !REASSURANCE.has(after.type)) break;
      gathered.push(after);
      moved.add(next);
    }
    runs.push({ blocks: [block, ...gathered], decides: gathered.length > 0 });
  }
  return runs;
}
