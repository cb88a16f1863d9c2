// @vitest-environment node
/**
 * `npm run leads` as the owner runs it (docs/leads.md): on the local D1
 * database that `wrangler pages dev` keeps, declared in a wrangler.toml as
 * the docs declare it. The leads are written by Miniflare into the same
 * persisted state (the same database id names the same file), as a visit to
 * the local site would. The table and CSV are read in-process, the database
 * answering as `wrangler d1 execute --json` does; the delete request goes
 * through the project's real wrangler, once.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCommand, type LeadsIo } from '../../src/leads/leadsCommand.ts';
import { LEADS_BINDING, type LeadsDatabase } from '../../src/leads/leadsDatabase.ts';
import { leadsCsv } from '../../src/leads/leadsText.ts';
import { runWrangler } from '../../src/leads/wranglerLeads.ts';
import { applyMigrations, COMPATIBILITY_DATE, isLeadsDatabase } from '../support/leadsWorker.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE_ID = 'leads-cli-test';
const dir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
const state = path.join(dir, 'state');

const lead = (id: string, funnel: string, at: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  `INSERT INTO leads (id, funnel, step, form, variants, consent, fields, submitted_at, idempotency_key, content_hash, delivery, delivery_note, language)
   VALUES ('${id}', '${funnel}', 'book', 'SUBMIT', '${extra.variants ?? '{}'}', '${extra.consent ?? 'unset'}', '${JSON.stringify(fields).replace(/'/g, "''")}', '${at}', NULL, '${id}', '${extra.delivery ?? 'stored'}', NULL, ${extra.language === undefined ? 'NULL' : `'${extra.language}'`})`;

/** The command's output and status, in the folder whose wrangler.toml declares the database. */
async function leads(run: LeadsIo['run'], ...args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await leadsCommand(args, { out: (text) => (out += text), err: (text) => (err += text), cwd: dir, run });
  return { status, out, err };
}

let worker: Miniflare | undefined;
let db: LeadsDatabase;
beforeAll(async () => {
  // The declaration docs/leads.md gives, with this test's database.
  writeFileSync(
    path.join(dir, 'wrangler.toml'),
    `name = "leads-cli-test"\ncompatibility_date = "${COMPATIBILITY_DATE}"\npages_build_output_dir = "dist"\n\n[[d1_databases]]\nbinding = "${LEADS_BINDING}"\ndatabase_name = "leads"\ndatabase_id = "${DATABASE_ID}"\nmigrations_dir = "${path.join(ROOT, 'src/leads/migrations')}"\n`,
  );
  // The local database, as `wrangler pages dev --persist-to state` keeps it.
  worker = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
    compatibilityDate: COMPATIBILITY_DATE,
    d1Databases: { [LEADS_BINDING]: DATABASE_ID },
    d1Persist: path.join(state, 'v3', 'd1'),
  });
  const binding: unknown = await worker.getD1Database(LEADS_BINDING);
  if (!isLeadsDatabase(binding)) throw new Error('Miniflare gave no D1 binding');
  db = binding;
  await applyMigrations(db);
  for (const statement of [
    lead('1', 'harbour-dental', '2026-11-02T09:15:00.000Z', { fullName: 'Jane Doe', email: 'Jane@Example.com', phone: '+44 20 7946 0958' }, { consent: 'granted', variants: '{"harbour-dental.hero":"b"}', language: 'en' }),
    lead('2', 'harbour-dental', '2026-11-03T17:40:00.000Z', { fullName: 'Ann, "Nan" Lee', email: 'ann@example.com', phone: '=1+2' }, { delivery: 'undelivered' }),
    lead('3', 'other-funnel', '2026-11-04T08:00:00.000Z', { email: 'jane@example.com' }),
  ]) {
    await db.prepare(statement).run();
  }
}, 60_000);
/** Miniflare lets go of the database, as a dev server stopped before the command would. */
async function letGo() {
  await worker?.dispose();
  worker = undefined;
}
afterAll(async () => {
  await letGo();
  rmSync(dir, { recursive: true, force: true });
});

/** The database answering as `wrangler d1 execute --json` prints: a list with one entry per statement. */
const asWrangler: LeadsIo['run'] = async (args) => {
  const sql = args[args.indexOf('--command') + 1] ?? '';
  return JSON.stringify([{ results: (await db.prepare(sql).all()).results, success: true, meta: {} }]);
};

describe('npm run leads -- --site <key>, a client’s site', () => {
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'sites', 'fjord-tours'), { recursive: true });
    copyFileSync(path.join(ROOT, 'sites/fjord-tours.json'), path.join(dir, 'sites/fjord-tours.json'));
    copyFileSync(path.join(ROOT, 'sites/alder-physio.json'), path.join(dir, 'sites/alder-physio.json'));
    writeFileSync(path.join(dir, 'sites/fjord-tours/wrangler.toml'), `name = "fjord-tours"\n\n[[d1_databases]]\nbinding = "${LEADS_BINDING}"\ndatabase_name = "leads-fjord-tours"\ndatabase_id = "${DATABASE_ID}"\n`);
    await db.prepare(lead('4', 'fjord-tours', '2026-11-05T10:00:00.000Z', { fullName: 'Ingrid Haugen', email: 'ingrid@example.no' }, { language: 'nb' })).run();
  });

  it('lists the site’s funnels’ leads only, asking wrangler in the site’s own folder for the database bound as LEADS', async () => {
    const asked: { args: readonly string[]; cwd: string }[] = [];
    const listed = await leads(async (args, cwd) => (asked.push({ args, cwd }), asWrangler(args, cwd)), '--site', 'fjord-tours', '--csv');
    expect(listed.err).toBe('');
    expect(listed.out.split('\r\n').slice(1, -1)).toEqual(['4,2026-11-05T10:00:00.000Z,fjord-tours,book,SUBMIT,nb,,unset,stored,,Ingrid Haugen,ingrid@example.no']);
    expect(asked.map(({ args, cwd }) => [args.slice(0, 4), cwd])).toEqual([[['d1', 'execute', LEADS_BINDING, '--local'], path.join(dir, 'sites/fjord-tours')]]);
    expect(asked[0]?.args.at(-1)).toContain("WHERE funnel IN ('fjord-tours')");
  });

  it('refuses, in one line, a site with no file, a funnel not the site’s, and a site whose database is declared nowhere', async () => {
    expect(await leads(asWrangler, '--site', 'fjord-tour')).toEqual({ status: 1, out: '', err: '✗ no client site "fjord-tour": sites/fjord-tour.json not found (the sites are: alder-physio, fjord-tours)\n' });
    expect((await leads(asWrangler, '--site', 'fjord-tours', 'harbour-dental')).err).toBe("✗ harbour-dental is not one of sites/fjord-tours.json's funnels (fjord-tours)\n");
    expect((await leads(asWrangler, '--site', 'alder-physio')).err).toBe(
      `✗ sites/alder-physio/wrangler.toml not found: it declares alder-physio's own D1 database, bound as LEADS (docs/deploy.md, "A client's site")\n`,
    );
  });
});

describe('npm run leads, on the local database', () => {
  it('prints a funnel’s leads as a table, and as CSV: a comma and a quote in a field quoted, a formula kept as text, a phone number as typed', async () => {
    const table = await leads(asWrangler, 'harbour-dental');
    expect(table.status).toBe(0);
    expect(table.out.split('\n')).toEqual([
      'submitted (UTC)   funnel          step  language  variants  consent  delivery     fullName        email             phone',
      '2026-11-02 09:15  harbour-dental  book  en        hero=b    granted  stored       Jane Doe        Jane@Example.com  +44 20 7946 0958',
      // Kept before leads said their language (0003_lead_language.sql): none.
      '2026-11-03 17:40  harbour-dental  book                      unset    undelivered  Ann, "Nan" Lee  ann@example.com   =1+2',
      '',
    ]);
    const csv = await leads(asWrangler, 'harbour-dental', '--csv');
    expect(csv.out.split('\r\n')).toEqual([
      'id,submitted_at,funnel,step,form,language,variants,consent,delivery,delivery_note,fullName,email,phone',
      '1,2026-11-02T09:15:00.000Z,harbour-dental,book,SUBMIT,en,hero=b,granted,stored,,Jane Doe,Jane@Example.com,+44 20 7946 0958',
      `2,2026-11-03T17:40:00.000Z,harbour-dental,book,SUBMIT,,,unset,undelivered,,"Ann, ""Nan"" Lee",ann@example.com,'=1+2`,
      '',
    ]);
    expect(leadsCsv([])).toBe('id,submitted_at,funnel,step,form,language,variants,consent,delivery,delivery_note\r\n');
    expect((await leads(asWrangler, '--csv', '--remot')).err).toContain('✗ unknown option --remot; usage:');
  });

  it('deletes, in one command through wrangler itself, every lead a visitor sent, letter case aside, in every funnel', async () => {
    await letGo();
    const deleted = await leads(runWrangler, '--delete', 'jane@example.com', '--persist-to', state);
    // The count is of the rows the DELETE itself returned: Jane's in both funnels, not Ann's.
    expect(deleted).toEqual({ status: 0, out: `Deleted 2 leads holding "jane@example.com" from the local database "leads" (${state}).\n`, err: '' });
  }, 60_000);
});
