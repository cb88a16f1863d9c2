import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deleteLeads, readLeads, type FunnelScope } from './leadsRead.ts';
import { leadsCsv, leadsTable } from './leadsText.ts';
import { siteDatabase } from './siteDatabase.ts';
import { DEFAULT_DATABASE, runWrangler, type WranglerRun, wranglerLeads } from './wranglerLeads.ts';

const USAGE = `npm run leads -- [<funnel>] [--csv] [--out leads.csv] [--remote] [--database ${DEFAULT_DATABASE}] [--persist-to .wrangler/state]
npm run leads -- [<funnel>] --delete <a value the visitor typed, e.g. their email> [--remote]
npm run leads -- --site <key> [<funnel>] [...the same options]   a client's site: its funnels, from its own database (sites/<key>/wrangler.toml)`;

/** Where the command writes, and how it reaches wrangler: the process's own, unless a test says otherwise. */
export interface LeadsIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The project's folder: wrangler.toml and sites/ are read from there. */
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
 * `--site <key>` is a client's site (sites/<key>.json): its funnels only,
 * from its own database, declared in sites/<key>/wrangler.toml (siteDatabase).
 * Resolves with the exit status.
 */
export async function leadsCommand(args: readonly string[], io: LeadsIo = processIo): Promise<number> {
  const valued = new Set(['--out', '--database', '--persist-to', '--delete', '--site']);
  const flags = new Set(['--csv', '--remote', ...valued]);
  const unknown = args.filter((arg) => arg.startsWith('--') && !flags.has(arg));
  const positional = args.filter((arg, i) => !arg.startsWith('--') && !valued.has(args[i - 1] ?? ''));
  if (unknown.length > 0 || positional.length > 1 || [...valued].some((flag) => args.includes(flag) && option(args, flag) === undefined)) {
    io.err(`✗ ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'that is not how it is asked'}; usage:\n${USAGE}\n`);
    return 1;
  }
  const [funnel] = positional;
  const remote = args.includes('--remote');
  const siteKey = option(args, '--site');
  let scope: FunnelScope = funnel;
  let of = funnel;
  let source;
  let migrate = `npx wrangler d1 migrations apply ${option(args, '--database') ?? DEFAULT_DATABASE}`;
  if (siteKey === undefined) {
    const database = option(args, '--database') ?? DEFAULT_DATABASE;
    source = wranglerLeads({ database, remote, persistTo: option(args, '--persist-to'), cwd: io.cwd, run: io.run });
  } else {
    const site = siteDatabase(io.cwd, siteKey);
    if ('problem' in site) {
      io.err(`✗ ${site.problem}\n`);
      return 1;
    }
    if (funnel !== undefined && !site.funnels.includes(funnel)) {
      io.err(`✗ ${funnel} is not one of sites/${siteKey}.json's funnels (${site.funnels.join(', ')})\n`);
      return 1;
    }
    scope = funnel ?? site.funnels;
    of = funnel ?? siteKey;
    const database = option(args, '--database') ?? site.database;
    // wrangler runs in the site's folder, so a state folder given here is made absolute first.
    const persistTo = option(args, '--persist-to');
    source = wranglerLeads({ database, remote, persistTo: persistTo === undefined ? undefined : path.resolve(io.cwd, persistTo), cwd: site.folder, run: io.run, declaredIn: site.config });
    migrate = `cd sites/${siteKey} && npx wrangler d1 migrations apply ${database}`;
  }
  try {
    const value = option(args, '--delete');
    if (value !== undefined) {
      const deleted = await deleteLeads(source, value, scope);
      io.out(`Deleted ${String(deleted)} lead${deleted === 1 ? '' : 's'} holding "${value}"${of === undefined ? '' : ` of ${of}`} from ${source.where}.\n`);
      return 0;
    }
    const leads = await readLeads(source, scope);
    const out = option(args, '--out');
    if (out !== undefined) {
      writeFileSync(out, leadsCsv(leads));
      io.out(`Wrote ${String(leads.length)} lead${leads.length === 1 ? '' : 's'} from ${source.where} to ${out}.\n`);
    } else if (args.includes('--csv')) io.out(leadsCsv(leads));
    else io.out(`${leads.length === 0 ? `No leads${of === undefined ? '' : ` for ${of}`} in ${source.where}.` : leadsTable(leads)}\n`);
    return 0;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const hint = /no such table/.test(said)
      ? `its table is not there yet: ${migrate}${remote ? ' --remote' : ' --local'}`
      : /Couldn't find a D1 DB|no.*wrangler\.(toml|json)/i.test(said)
        ? siteKey === undefined
          ? 'declare the database in wrangler.toml first (docs/leads.md says how)'
          : `declare it in sites/${siteKey}/wrangler.toml, bound as LEADS (docs/deploy.md, "A client's site")`
        : 'docs/leads.md says how the database is made and bound';
    io.err(`✗ could not read ${source.where}: ${hint}\n\n${said}\n`);
    return 1;
  }
}
