import type { FunnelDefinition } from '../../schemas/funnel.ts';
import type { OrderBumpBlock } from './tracking/sellables.ts';

/**
 * An order bump's choice is kept with the order options' choices, under the
 * bump's name, as one of these two values: so ticking it is a SELECT like
 * picking an option, and the tracking plan resolves it the same way.
 */
export const BUMP_TAKEN = 'yes';
export const BUMP_DECLINED = 'no';
export const BUMP_CHOICES = [BUMP_TAKEN, BUMP_DECLINED] as const;

/** The order bumps shown on the steps that show the order-options block `choice`: what its order summary adds up. */
export function bumpsBeside(funnel: Pick<FunnelDefinition, 'steps'>, choice: string): OrderBumpBlock[] {
  return Object.values(funnel.steps)
    .filter((step) => step.blocks.some((block) => block.type === 'order-options' && block.name === choice))
    .flatMap((step) => step.blocks.filter((block): block is OrderBumpBlock => block.type === 'order-bump'));
}
