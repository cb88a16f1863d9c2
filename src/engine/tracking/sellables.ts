import type { FunnelDefinition, FunnelStep } from '../../../schemas/funnel.ts';

// The block type as a funnel file holds it, so the engine needs nothing from src/blocks (which depends on the engine).
type Block = FunnelStep['blocks'][number];

type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
export type OrderOptionsBlock = BlockOf<'order-options'>;
export type ProductBlock = BlockOf<'product'>;
export type UpsellBlock = BlockOf<'upsell'>;
export type OrderBumpBlock = BlockOf<'order-bump'>;

/** What a tracking plan can name: the file's order choices (by name), products (by name), offers (by step) and order bumps (by name). */
export interface Sellables {
  choices: Map<string, OrderOptionsBlock>;
  products: Map<string, ProductBlock>;
  offers: Map<string, UpsellBlock>;
  bumps: Map<string, OrderBumpBlock>;
}

export function sellables(funnel: FunnelDefinition): Sellables {
  const found: Sellables = { choices: new Map(), products: new Map(), offers: new Map(), bumps: new Map() };
  for (const [stepId, step] of Object.entries(funnel.steps)) {
    for (const block of step.blocks) {
      if (block.type === 'order-options') found.choices.set(block.name, block);
      if (block.type === 'product') found.products.set(block.name, block);
      if (block.type === 'upsell' && !found.offers.has(stepId)) found.offers.set(stepId, block);
      if (block.type === 'order-bump') found.bumps.set(block.name, block);
    }
  }
  return found;
}

/** The price the upsell shows, to the cent; undefined when the offer shows only its discount. */
export function offerPrice(offer: UpsellBlock): number | undefined {
  return offer.regularPrice === undefined ? undefined : Math.round(offer.regularPrice * (100 - offer.discountPercent)) / 100;
}

/** `Fiddle Leaf Fig` → `fiddle-leaf-fig`, a product's item id when the plan gives none. */
export function itemIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
