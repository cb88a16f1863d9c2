import { writeFileSync } from 'node:fs';
import { funnelJsonSchema } from './funnelJsonSchema.ts';

writeFileSync('schemas/funnel.schema.json', funnelJsonSchema());
console.log('wrote schemas/funnel.schema.json');
