import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { majorAmount, minorUnitsPer } from '../engine/payments/stripeCurrencies.ts';
import type { LeadsIo } from '../leads/leadsCommand.ts';
import { csvCell } from '../leads/leadsText.ts';
import { siteDatabase } from '../leads/siteDatabase.ts';
import { runWrangler, wranglerLeads } from '../leads/wranglerLeads.ts';

const USAGE = 'npm run orders -- --site <key> [--csv] [--out orders.csv] [--remote] [--persist-to .wrangler/state]   a client’s site’s orders, from its own database';

const option = (args: readonly string[], flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};

const processIo: LeadsIo = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text), cwd: process.cwd(), run: runWrangler };

/** One order's row as listed: every column as text. */
type Listed = Record<'id' | 'created_at' | 'funnel' | 'step' | 'kind' | 'status' | 'items' | 'amount' | 'currency' | 'refunded' | 'email' | 'order_id' | 'payment_intent' | 'variants', string>;

function listed(row: Record<string, unknown>): Listed {
  const currency = String(row.currency);
  const money = (value: unknown) => majorAmount(Number(value), currency).toFixed(Math.log10(minorUnitsPer(currency)));
  let items: { title?: string }[];
  try {
    items = JSON.parse(String(row.items)) as { title?: string }[];
  } catch {
    items = [];
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(row.id),
    created_at: text(row.created_at),
    funnel: text(row.funnel),
    step: text(row.step),
    kind: text(row.kind),
    status: text(row.status),
    items: items.map((item) => item.title ?? '').join(' + '),
    amount: money(row.amount),
    currency,
    refunded: money(row.amount_refunded),
    email: text(row.email),
    order_id: text(row.order_id),
    payment_intent: text(row.payment_intent),
    variants: text(row.variants),
  };
}

function table(rows: readonly Listed[]): string {
  const columns = ['created (UTC)', 'funnel', 'step', 'kind', 'status', 'items', 'amount', 'currency', 'refunded', 'email'];
  const cells = [columns, ...rows.map((row) => [row.created_at.slice(0, 16).replace('T', ' '), row.funnel, row.step, row.kind, row.status, row.items, row.amount, row.currency, row.refunded, row.email])];
  const widths = cells.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return cells.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

function csv(rows: readonly Listed[]): string {
  const columns: (keyof Listed)[] = ['id', 'created_at', 'funnel', 'step', 'kind', 'order_id', 'status', 'items', 'amount', 'currency', 'refunded', 'email', 'payment_intent', 'variants'];
  return `${[columns, ...rows.map((row) => columns.map((column) => row[column]))].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * `npm run orders -- --site <key>` (issue 58): the orders a client's paying
 * funnel kept (once Stripe said they were paid, and their upsells), from the
 * site's own database, declared in sites/<key>/wrangler.toml (the same D1 as
 * its leads): local, or live with --remote; a table, CSV (--csv) or a file
 * (--out). Resolves with the exit status.
 */
export async function ordersCommand(args: readonly string[], io: LeadsIo = processIo): Promise<number> {
  const valued = new Set(['--out', '--persist-to', '--site']);
  const known = new Set(['--csv', '--remote', ...valued]);
  const unknown = args.filter((arg, i) => !known.has(arg) && !valued.has(args[i - 1] ?? ''));
  const siteKey = option(args, '--site');
  if (unknown.length > 0 || siteKey === undefined || [...valued].some((flag) => args.includes(flag) && option(args, flag) === undefined)) {
    io.err(`✗ ${unknown.length > 0 ? `unknown argument ${unknown.join(', ')}` : 'a site is asked with --site <key>'}; usage:\n${USAGE}\n`);
    return 1;
  }
  const site = siteDatabase(io.cwd, siteKey);
  if ('problem' in site) {
    io.err(`✗ ${site.problem}\n`);
    return 1;
  }
  const remote = args.includes('--remote');
  const persistTo = option(args, '--persist-to');
  const source = wranglerLeads({ database: site.database, remote, persistTo: persistTo === undefined ? undefined : path.resolve(io.cwd, persistTo), cwd: site.folder, run: io.run, declaredIn: site.config });
  const funnels = site.funnels.map((slug) => `'${slug.replace(/'/g, "''")}'`).join(', ');
  try {
    const rows = (await source.query(`SELECT * FROM orders WHERE funnel IN (${funnels}) ORDER BY created_at, kind`)).map(listed);
    const out = option(args, '--out');
    if (out !== undefined) {
      writeFileSync(out, csv(rows));
      io.out(`Wrote ${String(rows.length)} order${rows.length === 1 ? '' : 's'} from ${source.where} to ${out}.\n`);
    } else if (args.includes('--csv')) io.out(csv(rows));
    else io.out(`${rows.length === 0 ? `No orders for ${siteKey} in ${source.where}.` : table(rows)}\n`);
    return 0;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    const hint = /no such table/.test(said) ? `its orders table is not there yet: cd sites/${siteKey} && npx wrangler d1 migrations apply ${site.database}${remote ? ' --remote' : ' --local'}` : 'docs/payments.md says how the database is made and bound';
    io.err(`✗ could not read ${source.where}: ${hint}\n\n${said}\n`);
    return 1;
  }
}
