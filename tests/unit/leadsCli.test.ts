// @vitest-environment node
/**
 * `npm run leads` as the owner runs it (docs/leads.md): on the local D1
 * database that `wrangler pages dev` keeps, through the project's own
 * wrangler, declared in a wrangler.toml as the docs declare it. The leads
 * are written by Miniflare into the same persisted state (the same
 * database id names the same file), as a visit to the local site would.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADS_BINDING, type LeadsDatabase } from '../../src/leads/leadsDatabase.ts';
import { leadsCsv } from '../../src/leads/leadsText.ts';
import { applyMigrations, COMPATIBILITY_DATE, isLeadsDatabase } from '../support/leadsWorker.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE_ID = 'leads-cli-test';
const dir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
const state = path.join(dir, 'state');

/** The local database, as `wrangler pages dev --persist-to state` keeps it. */
async function withDatabase(work: (db: LeadsDatabase) => Promise<void>): Promise<void> {
  const worker = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
    compatibilityDate: COMPATIBILITY_DATE,
    d1Databases: { [LEADS_BINDING]: DATABASE_ID },
    d1Persist: path.join(state, 'v3', 'd1'),
  });
  try {
    const db: unknown = await worker.getD1Database(LEADS_BINDING);
    if (!isLeadsDatabase(db)) throw new Error('Miniflare gave no D1 binding');
    await work(db);
  } finally {
    await worker.dispose();
  }
}

const lead = (id: string, funnel: string, at: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  `INSERT INTO leads (id, funnel, step, form, variants, consent, fields, submitted_at, idempotency_key, content_hash, delivery, delivery_note)
   VALUES ('${id}', '${funnel}', 'book', 'SUBMIT', '${extra.variants ?? '{}'}', '${extra.consent ?? 'unset'}', '${JSON.stringify(fields).replace(/'/g, "''")}', '${at}', NULL, '${id}', '${extra.delivery ?? 'stored'}', NULL)`;

/** `npm run leads -- …args`, in the folder whose wrangler.toml declares the database. */
async function leads(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/cli/leads.ts'), ...args], {
    cwd: dir,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: path.join(dir, 'config'), WRANGLER_LOG_PATH: path.join(dir, 'logs') },
  });
  return stdout;
}

beforeAll(async () => {
  // The declaration docs/leads.md gives, with this test's database.
  writeFileSync(
    path.join(dir, 'wrangler.toml'),
    `name = "leads-cli-test"\ncompatibility_date = "${COMPATIBILITY_DATE}"\npages_build_output_dir = "dist"\n\n[[d1_databases]]\nbinding = "${LEADS_BINDING}"\ndatabase_name = "leads"\ndatabase_id = "${DATABASE_ID}"\nmigrations_dir = "${path.join(ROOT, 'src/leads/migrations')}"\n`,
  );
  await withDatabase(async (db) => {
    await applyMigrations(db);
    for (const statement of [
      lead('1', 'harbour-dental', '2026-11-02T09:15:00.000Z', { fullName: 'Jane Doe', email: 'Jane@Example.com', phone: '+44 20 7946 0958' }, { consent: 'granted', variants: '{"harbour-dental.hero":"b"}' }),
      lead('2', 'harbour-dental', '2026-11-03T17:40:00.000Z', { fullName: 'Ann, "Nan" Lee', email: 'ann@example.com', phone: '=1+2' }, { delivery: 'undelivered' }),
      lead('3', 'other-funnel', '2026-11-04T08:00:00.000Z', { email: 'jane@example.com' }),
    ]) {
      await db.prepare(statement).run();
    }
  });
}, 60_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run leads, on the local database', () => {
  it('prints a funnel’s leads as CSV: a comma and a quote in a field quoted, a formula kept as text, a phone number as typed', async () => {
    const csv = await leads('harbour-dental', '--csv', '--persist-to', state);
    expect(csv.split('\r\n')).toEqual([
      'id,submitted_at,funnel,step,form,variants,consent,delivery,delivery_note,fullName,email,phone',
      '1,2026-11-02T09:15:00.000Z,harbour-dental,book,SUBMIT,hero=b,granted,stored,,Jane Doe,Jane@Example.com,+44 20 7946 0958',
      `2,2026-11-03T17:40:00.000Z,harbour-dental,book,SUBMIT,,unset,undelivered,,"Ann, ""Nan"" Lee",ann@example.com,'=1+2`,
      '',
    ]);
    expect(leadsCsv([])).toBe('id,submitted_at,funnel,step,form,variants,consent,delivery,delivery_note\r\n');
  }, 60_000);

  it('deletes, in one command, every lead a visitor sent, letter case aside, in every funnel', async () => {
    // The count is of the rows the DELETE itself returned: Jane's in both funnels, not Ann's.
    expect(await leads('--delete', 'jane@example.com', '--persist-to', state)).toBe(`Deleted 2 leads holding "jane@example.com" from the local database "leads" (${state}).\n`);
  }, 60_000);
});
