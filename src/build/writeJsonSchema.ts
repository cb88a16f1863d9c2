import { writeFileSync } from 'node:fs';
import { jsonSchemas } from './jsonSchemas.ts';

for (const [file, text] of Object.entries(jsonSchemas())) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
