import { writeFileSync } from 'node:fs';
import { deleteLeads, readLeads } from './leadsRead.ts';
import { leadsCsv, leadsTable } from './leadsText.ts';
import { DEFAULT_DATABASE, runWrangler, type WranglerRun, wranglerLeads } from './wranglerLeads.ts';

const USAGE = `npm run leads -- [<funnel>] [--csv] [--out leads.csv] [--remote] [--database ${DEFAULT_DATABASE}] [--persist-to .wrangler/state]
npm run leads -- [<funnel>] --delete <a value the visitor typed, e.g. their email> [--remote]`;

/** Where the command writes, and how it reaches wrangler: the process's own, unless a test says otherwise. */
export interface LeadsIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  run: WranglerRun;
}

const processIo: LeadsIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  run: runWrangler,
};

/** The value after a flag, if the flag is there. */
function option(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
}

/**
 * `npm run leads -- <funnel>`: the leads a funnel's forms delivered to the
 * worker (docs/leads.md), from the local D1 database (`wrangler pages dev`'s)
 * or with --remote the live one, as a table, as CSV (--csv), or into a file
 * (--out). `--delete <value>` is a visitor's delete request: every lead
 * holding that value (their email, say) is deleted, of one funnel or of all.
 * Resolves with the exit status.
 */
export async function leadsCommand(args: readonly string[], io: LeadsIo = processIo): Promise<number> {
  const valued = new Set(['--out', '--database', '--persist-to', '--delete']);
  const flags = new Set(['--csv', '--remote', ...valued]);
  const unknown = args.filter((arg) => arg.startsWith('--') && !flags.has(arg));
  const positional = args.filter((arg, i) => !arg.startsWith('--') && !valued.has(args[i - 1] ?? ''));
  if (unknown.length > 0 || positional.length > 1 || [...valued].some((flag) => args.includes(flag) && option(args, flag) === undefined)) {
    io.err(`✗ ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'that is not how it is asked'}; usage:\n${USAGE}\n`);
    return 1;
  }
  const [funnel] = positional;
  const database = option(args, '--database') ?? DEFAULT_DATABASE;
  const remote = args.includes('--remote');
  const source = wranglerLeads({ database, remote, persistTo: option(args, '--persist-to'), cwd: io.cwd, run: io.run });
  try {
    const value = option(args, '--delete');
    if (value !== undefined) {
      const deleted = await deleteLeads(source, value, funnel);
      io.out(`Deleted ${String(deleted)} lead${deleted === 1 ? '' : 's'} holding "${value}"${funnel === undefined ? '' : ` of ${funnel}`} from ${source.where}.\n`);
      return 0;
    }
    const leads = await readLeads(source, funnel);
    const out = option(args, '--out');
    if (out !== undefined) {
      writeFileSync(out, leadsCsv(leads));
      io.out(`Wrote ${String(leads.length)} lead${leads.length === 1 ? '' : 's'} from ${source.where} to ${out}.\n`);
    } else if (args.includes('--csv')) io.out(leadsCsv(leads));
    else io.out(`${leads.length === 0 ? `No leads${funnel === undefined ? '' : ` for ${funnel}`} in ${source.where}.` : leadsTable(leads)}\n`);
    return 0;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const hint = /no such table/.test(said)
      ? `its table is not there yet: npx wrangler d1 migrations apply ${database}${remote ? ' --remote' : ' --local'}`
      : /Couldn't find a D1 DB|no.*wrangler\.(toml|json)/i.test(said)
        ? 'declare the database in wrangler.toml first (docs/leads.md says how)'
        : 'docs/leads.md says how the database is made and bound';
    io.err(`✗ could not read ${source.where}: ${hint}\n\n${said}\n`);
    return 1;
  }
}
