import { RATE_WINDOW_MINUTES } from '../engine/delivery/protocol.ts';

/**
 * The worker's reads and writes of its D1 database (the table is defined by
 * migrations/0001_leads.sql). D1 runs a database's statements one at a time,
 * so a single statement is atomic: the insert that skips a submission
 * already kept cannot race a second try arriving beside it.
 */

/** The part of Cloudflare D1's binding this code uses (the runtime provides it as `env.LEADS`). */
export interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<{ meta: { changes: number } }>;
  all(): Promise<{ results: Record<string, unknown>[] }>;
}
export interface LeadsDatabase {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<{ results: unknown[] }[]>;
}

/** The binding's name, in wrangler.toml, the Pages dashboard and the worker's `env`. */
export const LEADS_BINDING = 'LEADS';

/** How many tries one sender may make in RATE_WINDOW_MS: far more than a person needs, few for a bot. */
export const RATE_LIMIT = 10;
export const RATE_WINDOW_MS = RATE_WINDOW_MINUTES * 60 * 1000;
/** How long the same submission from the same sender counts as the same lead when it carries no key. */
export const SAME_SUBMISSION_MS = 10 * 60 * 1000;

/**
 * Counts this try against its sender and says how many they have made in
 * the window, this one included; tries older than the window are forgotten
 * on the way (the table never holds more than ten minutes of them).
 */
export async function countAttempt(db: LeadsDatabase, visitor: string, now: number): Promise<number> {
  const [, , counted] = await db.batch([
    db.prepare('DELETE FROM lead_attempts WHERE at < ?').bind(now - RATE_WINDOW_MS),
    db.prepare('INSERT INTO lead_attempts (visitor, at) VALUES (?, ?)').bind(visitor, now),
    db.prepare('SELECT COUNT(*) AS tries FROM lead_attempts WHERE visitor = ?').bind(visitor),
  ]);
  const row = counted?.results[0];
  return typeof row === 'object' && row !== null && 'tries' in row ? Number(row.tries) : 1;
}

/** One lead as it is kept. */
export interface LeadRow {
  id: string;
  funnel: string;
  step: string;
  form: string;
  /** The language of the page the form was sent from. */
  language: string;
  variants: string;
  consent: string;
  fields: string;
  submittedAt: string;
  idempotencyKey: string | undefined;
  contentHash: string;
  delivery: 'stored' | 'pending';
}

/**
 * Keeps a lead unless it is one already kept: the same key (every try of one
 * submission from a script carries it), or, for a form sent without a key,
 * the same content from the same sender in the last SAME_SUBMISSION_MS (a
 * double tap without JavaScript). One statement, so two tries at once keep one.
 */
export async function keepLead(db: LeadsDatabase, row: LeadRow): Promise<'kept' | 'duplicate'> {
  const since = new Date(Date.parse(row.submittedAt) - SAME_SUBMISSION_MS).toISOString();
  const { meta } = await db
    .prepare(
      `INSERT INTO leads (id, funnel, step, form, variants, consent, fields, submitted_at, idempotency_key, content_hash, delivery, language)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?13
       WHERE NOT EXISTS (
         SELECT 1 FROM leads WHERE idempotency_key = ?9 OR (?9 IS NULL AND content_hash = ?10 AND submitted_at > ?12)
       )`,
    )
    .bind(
      row.id,
      row.funnel,
      row.step,
      row.form,
      row.variants,
      row.consent,
      row.fields,
      row.submittedAt,
      row.idempotencyKey ?? null,
      row.contentHash,
      row.delivery,
      since,
      row.language,
    )
    .run();
  return meta.changes > 0 ? 'kept' : 'duplicate';
}

/** Deletes a funnel's leads older than its file's `keepDays`, as the privacy page promises. */
export async function forgetExpired(db: LeadsDatabase, funnel: string, keepDays: number, now: number): Promise<void> {
  const cutoff = new Date(now - keepDays * 24 * 60 * 60 * 1000).toISOString();
  await db.prepare('DELETE FROM leads WHERE funnel = ? AND submitted_at < ?').bind(funnel, cutoff).run();
}

/** What the webhook made of a lead: delivered, or undelivered with why. */
export async function markDelivery(db: LeadsDatabase, id: string, delivered: boolean, note: string): Promise<void> {
  await db.prepare('UPDATE leads SET delivery = ?, delivery_note = ? WHERE id = ?').bind(delivered ? 'delivered' : 'undelivered', note, id).run();
}
