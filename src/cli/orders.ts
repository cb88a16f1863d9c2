import { ordersCommand } from '../payments/ordersCommand.ts';

/** `npm run orders -- --site <key>`: a client's site's orders, as a table, CSV or a file (src/payments/ordersCommand.ts). */
process.exitCode = await ordersCommand(process.argv.slice(2));
