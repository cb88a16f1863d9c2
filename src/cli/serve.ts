import { processServeIo, serveCommand } from '../serve/serveCommand.ts';

/** `npm run serve -- --site <key>`: a built client's site with its own database, as Cloudflare Pages serves it (src/serve/serveCommand.ts). */
process.exitCode = await serveCommand(process.argv.slice(2), await processServeIo());
