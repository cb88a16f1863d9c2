import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCKS_PAGE, withBlocksTable } from '../config/reference/blocksTable.ts';
import { DELIVERY_PAGE, withDeliveryTable } from '../config/reference/deliveryTable.ts';
import { jsonSchemas } from '../config/reference/jsonSchemas.ts';
import { ALLOW_LIST_PAGE, withAllowListTables } from '../config/reference/svgAllowListTable.ts';

/** `npm run schema`: regenerates everything derived from the zod schemas, and the SVG allow-list's tables. */
for (const [file, text] of Object.entries(jsonSchemas())) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
writeFileSync(BLOCKS_PAGE, withBlocksTable(readFileSync(BLOCKS_PAGE, 'utf8')));
console.log(`updated the block reference in ${BLOCKS_PAGE}`);
writeFileSync(ALLOW_LIST_PAGE, withAllowListTables(readFileSync(ALLOW_LIST_PAGE, 'utf8')));
console.log(`updated the SVG allow-list in ${ALLOW_LIST_PAGE}`);
writeFileSync(DELIVERY_PAGE, withDeliveryTable(readFileSync(DELIVERY_PAGE, 'utf8')));
console.log(`updated the keys of "deliver" in ${DELIVERY_PAGE}`);
