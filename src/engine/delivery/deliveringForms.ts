import type { Delivery } from '../../../schemas/delivery.ts';
import type { FormField } from '../../../schemas/formField.ts';
import type { FunnelDefinition, FunnelStep } from '../../../schemas/funnel.ts';
import { NEWSLETTER_EMAIL } from './protocol.ts';

// From the funnel schema, as the engine reads blocks everywhere, not from src/blocks/.
type Block = FunnelStep['blocks'][number];
type DeliveringBlock = Extract<Block, { type: 'form' | 'newsletter' }>;

/** A form or newsletter block whose file says where its submissions go, and where it sits. */
export interface DeliveringForm {
  stepId: string;
  /** Its place in the step's blocks. */
  index: number;
  block: DeliveringBlock;
  delivery: Delivery;
  /** The event its submit sends; the step's `on` says where it leads. */
  event: string;
  /** Its fields, as the browser shows them and the worker checks them (a newsletter's one email field included). */
  fields: FormField[];
}

/** A block's fields: a form's own list, or a newsletter's single required email address. */
export function fieldsOf(block: DeliveringBlock): FormField[] {
  return block.type === 'form' ? block.fields : [{ type: 'email', name: NEWSLETTER_EMAIL, label: block.label, required: true }];
}

/** Whether a block delivers its submissions somewhere. */
export function delivers(block: Block): block is DeliveringBlock & { deliver: Delivery } {
  return (block.type === 'form' || block.type === 'newsletter') && block.deliver !== undefined;
}

/** Every block of a funnel that delivers, step by step, as its file writes them. */
export function deliveringForms(funnel: Pick<FunnelDefinition, 'steps'>): DeliveringForm[] {
  return Object.entries(funnel.steps).flatMap(([stepId, step]) =>
    step.blocks.flatMap((block, index): DeliveringForm[] =>
      delivers(block) ? [{ stepId, index, block, delivery: block.deliver, event: block.event, fields: fieldsOf(block) }] : [],
    ),
  );
}
