import type { FunnelDefinition, FunnelStep } from '../../../schemas/funnel.ts';
import type { Pay } from '../../../schemas/payment.ts';
import { normalizeTransition } from '../normalizeTransition.ts';

type Block = FunnelStep['blocks'][number];
export type FormBlock = Extract<Block, { type: 'form' }>;
export type OrderOptionsBlock = Extract<Block, { type: 'order-options' }>;
export type OrderBumpBlock = Extract<Block, { type: 'order-bump' }>;
export type UpsellBlock = Extract<Block, { type: 'upsell' }>;

/** A form block whose file says who takes the money (`"pay"`), and where it sits. */
export interface PayingForm {
  stepId: string;
  index: number;
  block: FormBlock & { pay: Pay };
  /** What its step sells: the priced choices beside it. */
  options: OrderOptionsBlock | undefined;
  bumps: OrderBumpBlock[];
}

/**
 * A paying form's element id: its pay button may stand outside it (a phone's band at the foot of the screen), and
 * the worker's copy of the order step makes the choice's inputs belong to it.
 */
export const payFormId = (event: string) => `pay-${event}`;

/** Whether a block is a form that takes payment. */
export function pays(block: Block): block is FormBlock & { pay: Pay } {
  return block.type === 'form' && block.pay !== undefined;
}

/** Every form of the funnel that takes payment, with what its step sells. */
export function payingForms(funnel: Pick<FunnelDefinition, 'steps'>): PayingForm[] {
  return Object.entries(funnel.steps).flatMap(([stepId, step]) =>
    step.blocks.flatMap((block, index): PayingForm[] =>
      pays(block)
        ? [
            {
              stepId,
              index,
              block,
              options: step.blocks.find((other): other is OrderOptionsBlock => other.type === 'order-options'),
              bumps: step.blocks.filter((other): other is OrderBumpBlock => other.type === 'order-bump'),
            },
          ]
        : [],
    ),
  );
}

/** Whether the funnel takes payment anywhere. */
export const funnelPays = (funnel: Pick<FunnelDefinition, 'steps'>): boolean => payingForms(funnel).length > 0;

/**
 * The steps whose page the worker writes for each order (what was charged): a paying funnel's final steps. No
 * browser may fetch one ahead, as the page before it would (speculationRules.ts): fetched before the upsell's
 * Yes, it would say what was charged before the upsell was.
 */
export function receiptSteps(funnel: Pick<FunnelDefinition, 'steps'>): string[] {
  return funnelPays(funnel) ? Object.entries(funnel.steps).flatMap(([stepId, step]) => (step.final ? [stepId] : [])) : [];
}

/** The steps an event of this step can lead to, a list of branches' every target included. */
export function stepTargets(step: FunnelStep): string[] {
  return Object.values(step.on).flatMap((transition) => {
    if (Array.isArray(transition)) return transition.map((branch) => branch.target);
    const { target } = normalizeTransition(transition);
    return target === undefined ? [] : [target];
  });
}

/** The steps that show an upsell offer, each with its block and place. */
export function upsellSteps(funnel: Pick<FunnelDefinition, 'steps'>): { stepId: string; index: number; block: UpsellBlock }[] {
  return Object.entries(funnel.steps).flatMap(([stepId, step]) =>
    step.blocks.flatMap((block, index) => (block.type === 'upsell' ? [{ stepId, index, block }] : [])),
  );
}

/** The offer's price in minor units, as charged and as shown: its regular amount less the discount (check keeps it whole). */
export const upsellAmount = (block: UpsellBlock): number | undefined =>
  block.regularAmount === undefined ? undefined : (block.regularAmount * (100 - block.discountPercent)) / 100;
