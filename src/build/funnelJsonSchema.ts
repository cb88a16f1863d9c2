import { z } from 'zod';
import { funnelSchema } from '../../schemas/funnel.ts';

/** The JSON Schema editors use to help while a funnel file is typed (the input side: defaults may be left out). */
export function funnelJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(funnelSchema, { io: 'input', unrepresentable: 'throw' }), null, 2)}\n`;
}
