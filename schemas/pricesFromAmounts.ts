import type { z } from 'zod';
import { majorAmount } from '../src/engine/payments/stripeCurrencies.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const validAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * A priced entry that states its `amount` (minor units, a paying funnel's way) gets the `price` the blocks
 * show worked out from it, so the shown price and the charged amount are one entry of the file and every
 * block, forecast and tracking plan reads `price` as before. An entry that states both is refused: a price is
 * named once. An amount that is not valid leaves a stand-in price, so only the amount's own problem is told.
 */
function fill(entry: Json, currency: string, at: (string | number)[], ctx: z.RefinementCtx, [amountKey, priceKey]: [string, string]): void {
  if (!(amountKey in entry)) return;
  if (priceKey in entry) {
    ctx.addIssue({ code: 'custom', path: [...at, priceKey], message: `give the price once: "${amountKey}" (in minor units) or "${priceKey}", not both`, input: entry[priceKey] });
    return;
  }
  entry[priceKey] = validAmount(entry[amountKey]) ? majorAmount(entry[amountKey], currency) : 1;
}

/** The funnel file's JSON with each `amount` given its shown `price` (see fill); anything it does not expect is left for zod to report. */
export function pricesFromAmounts(raw: unknown, ctx: z.RefinementCtx): unknown {
  if (!isObject(raw) || !isObject(raw.steps)) return raw;
  const steps: Json = {};
  for (const [stepId, step] of Object.entries(raw.steps)) {
    if (!isObject(step) || !Array.isArray(step.blocks)) {
      steps[stepId] = step;
      continue;
    }
    const blocks = step.blocks.map((original: unknown, index) => {
      if (!isObject(original)) return original;
      const block: Json = { ...original };
      const currency = typeof block.currency === 'string' ? block.currency : 'USD';
      const at = ['steps', stepId, 'blocks', index];
      if (block.type === 'order-options' && Array.isArray(block.options)) {
        block.options = block.options.map((option: unknown, o) => {
          if (!isObject(option)) return option;
          const copy = { ...option };
          fill(copy, currency, [...at, 'options', o], ctx, ['amount', 'price']);
          return copy;
        });
      }
      if (block.type === 'order-bump') fill(block, currency, at, ctx, ['amount', 'price']);
      if (block.type === 'upsell') fill(block, currency, at, ctx, ['regularAmount', 'regularPrice']);
      return block;
    });
    steps[stepId] = { ...step, blocks };
  }
  return { ...raw, steps };
}
