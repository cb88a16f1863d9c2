import type { BlockChange, Variant } from '../../../schemas/experiment.ts';
import type { Funnel, FunnelStep } from '../../../schemas/funnel.ts';
import { type Assignment, experimentId, variantOf } from './experimentIds.ts';

// From the funnel schema, as the engine reads blocks everywhere, not from src/blocks/.
type Block = FunnelStep['blocks'][number];

/**
 * A block with one variant's change made. `set` was validated at build time
 * by checking the merged block against the block's schema (checkExperiments).
 */
export function changedBlock(block: Block, change: BlockChange): Block {
  return 'replace' in change ? change.replace : { ...block, ...change.set };
}

/** A step as one set of variants shows it: their block changes made and their transitions in place of the step’s own. */
export function applyVariants(step: FunnelStep, variants: readonly Variant[]): FunnelStep {
  let { blocks, on } = step;
  for (const variant of variants) {
    blocks = blocks.map((block, index) => variant.changes.filter((change) => change.block === index).reduce(changedBlock, block));
    on = { ...on, ...variant.on };
  }
  return { ...step, blocks, on };
}

/** The experiments that run on a step, in the file's order. */
export function experimentsOn(funnel: Pick<Funnel, 'experiments'>, stepId: string) {
  return funnel.experiments.filter((experiment) => experiment.step === stepId);
}

/** The step as this visit shows it. A step no experiment runs on is returned as it is. */
export function variantStep(funnel: Funnel, stepId: string, assignment: Assignment): FunnelStep | undefined {
  const step = funnel.steps[stepId];
  if (step === undefined) return undefined;
  const experiments = experimentsOn(funnel, stepId);
  if (experiments.length === 0) return step;
  return applyVariants(
    step,
    experiments.flatMap((experiment) => {
      const variant = variantOf(funnel, experiment, assignment);
      return variant === undefined ? [] : [variant];
    }),
  );
}

/** Every form a step takes: as written, and as each variant of each experiment on it shows it. */
export function stepForms(funnel: Funnel, stepId: string): FunnelStep[] {
  const step = funnel.steps[stepId];
  if (step === undefined) return [];
  const variants = experimentsOn(funnel, stepId).flatMap((experiment) =>
    experiment.variants.map((variant) => variantStep(funnel, stepId, { [experimentId(funnel, experiment)]: variant.id })),
  );
  return [step, ...variants.filter((form): form is FunnelStep => form !== undefined)];
}
