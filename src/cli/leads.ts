import { leadsCommand } from '../leads/leadsCommand.ts';

/** `npm run leads -- <funnel>`: the leads, a CSV of them, or a visitor's delete request (src/leads/leadsCommand.ts). */
process.exitCode = await leadsCommand(process.argv.slice(2));
