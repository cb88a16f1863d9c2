import { readFileSync, writeFileSync } from 'node:fs';
import { withBlocksTable } from '../config/reference/blocksTable.ts';
import { jsonSchemas } from '../config/reference/jsonSchemas.ts';

/** `npm run schema`: regenerates everything derived from the zod schemas. */
for (const [file, text] of Object.entries(jsonSchemas())) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
writeFileSync('README.md', withBlocksTable(readFileSync('README.md', 'utf8')));
console.log('updated the blocks table in README.md');
