// @vitest-environment node
/**
 * `npm run orders -- --site <key>` refusing what it cannot do, each in one line that says what to do next: a
 * missing or unknown argument, a site that does not exist, one whose database is declared nowhere, and a database
 * whose orders table was never made. The command listing real orders is followed end to end in
 * tests/site/clientSitePayments.test.ts, against the served site's own database.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadsIo } from '../../src/leads/leadsCommand.ts';
import { ordersCommand } from '../../src/payments/ordersCommand.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'orders-cli-'));
mkdirSync(path.join(dir, 'sites', 'ember-roasters'), { recursive: true });
for (const key of ['ember-roasters', 'fjord-tours']) copyFileSync(path.join(ROOT, 'sites', `${key}.json`), path.join(dir, 'sites', `${key}.json`));
writeFileSync(path.join(dir, 'sites/ember-roasters/wrangler.toml'), 'name = "ember-roasters"\n\n[[d1_databases]]\nbinding = "LEADS"\ndatabase_name = "ember-roasters"\ndatabase_id = "local-ember-roasters"\n');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function orders(run: LeadsIo['run'], ...args: string[]) {
  let out = '';
  let err = '';
  const status = await ordersCommand(args, { out: (text) => (out += text), err: (text) => (err += text), cwd: dir, run });
  return { status, out, err };
}

const neverAsked: LeadsIo['run'] = () => Promise.reject(new Error('wrangler was asked'));

describe('npm run orders refuses, in one line', () => {
  it('a call without --site, or with an argument it does not take, showing how it is called', async () => {
    const usage = 'npm run orders -- --site <key> [--csv] [--out orders.csv] [--remote] [--persist-to .wrangler/state]   a client’s site’s orders, from its own database';
    expect(await orders(neverAsked)).toEqual({ status: 1, out: '', err: `✗ a site is asked with --site <key>; usage:\n${usage}\n` });
    expect(await orders(neverAsked, '--site', 'ember-roasters', '--json')).toEqual({ status: 1, out: '', err: `✗ unknown argument --json; usage:\n${usage}\n` });
    expect((await orders(neverAsked, '--site')).err).toBe(`✗ a site is asked with --site <key>; usage:\n${usage}\n`);
  });

  it('a site that does not exist, and one whose database is declared nowhere', async () => {
    expect((await orders(neverAsked, '--site', 'ember-roaster')).err).toBe('✗ no client site "ember-roaster": sites/ember-roaster.json not found (the sites are: ember-roasters, fjord-tours)\n');
    expect((await orders(neverAsked, '--site', 'fjord-tours')).err).toBe(
      `✗ sites/fjord-tours/wrangler.toml not found: it declares fjord-tours's own D1 database, bound as LEADS (docs/deploy.md, "A client's site")\n`,
    );
  });

  it('a database whose orders table was never made, with the migration that makes it', async () => {
    const asked: string[] = [];
    const missingTable: LeadsIo['run'] = (_args, cwd) => {
      asked.push(cwd);
      return Promise.reject(new Error('✘ [ERROR] no such table: orders: SQLITE_ERROR'));
    };
    const { status, out, err } = await orders(missingTable, '--site', 'ember-roasters');
    expect([status, out]).toEqual([1, '']);
    expect(err.split('\n')[0]).toBe(
      // wrangler takes the binding's name for the database it names.
      '✗ could not read the local database "LEADS" of sites/ember-roasters/wrangler.toml: its orders table is not there yet: cd sites/ember-roasters && npx wrangler d1 migrations apply LEADS --local',
    );
    expect(asked).toEqual([path.join(dir, 'sites/ember-roasters')]);
  });
});
