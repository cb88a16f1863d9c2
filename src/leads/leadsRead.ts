/**
 * What `npm run leads` reads and deletes, in SQL the local database (through
 * Miniflare) and the live one (through `wrangler d1 execute --remote`) run
 * alike. wrangler takes no bound parameters on its command line, so values
 * are written in as SQL literals (sqlLiteral), quotes doubled.
 */
import type { LeadPayload } from './forwardLead.ts';

/** A database `npm run leads` can ask: the rows a statement gives (a change says what it touched with RETURNING). */
export interface LeadsSource {
  /** Where the leads are, in words: the local database, or the live one. */
  readonly where: string;
  query(sql: string): Promise<Record<string, unknown>[]>;
}

/** One kept lead, as the table and the CSV show it: what a webhook is sent (its fields by their own names), and its delivery. */
export interface Lead extends LeadPayload {
  delivery: string;
  deliveryNote: string;
}

/** A value as an SQL literal: text quoted with its quotes doubled, so no value can end the string early. */
export function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

function record(json: unknown): Record<string, string> {
  if (typeof json !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, text(value)]));
  } catch {
    return {};
  }
}

/** The funnels a command reaches: one, a client's site's (a list), or every one (none given). */
export type FunnelScope = string | readonly string[] | undefined;

/** `funnel = 'a'` or `funnel IN ('a', 'b')`, or nothing for every funnel. */
function funnelCondition(funnels: FunnelScope): string | undefined {
  if (funnels === undefined) return undefined;
  if (typeof funnels === 'string') return `funnel = ${sqlLiteral(funnels)}`;
  return `funnel IN (${funnels.map(sqlLiteral).join(', ')})`;
}

/** A funnel's leads (a site's funnels', or every funnel's with none given), oldest first. */
export async function readLeads(source: LeadsSource, funnels: FunnelScope): Promise<Lead[]> {
  const condition = funnelCondition(funnels);
  const where = condition === undefined ? '' : ` WHERE ${condition}`;
  const rows = await source.query(`SELECT * FROM leads${where} ORDER BY submitted_at, id`);
  return rows.map((row) => ({
    id: text(row.id),
    funnel: text(row.funnel),
    step: text(row.step),
    form: text(row.form),
    // Kept before the column was added (0003_lead_language.sql), on a site of one language: null.
    language: text(row.language),
    submittedAt: text(row.submitted_at),
    variants: record(row.variants),
    consent: text(row.consent),
    delivery: text(row.delivery),
    deliveryNote: text(row.delivery_note),
    fields: record(row.fields),
  }));
}

/**
 * A visitor's delete request: every lead (of one funnel, a site's, or of all) with a
 * field whose value is `value`, letter case aside (an email typed once in
 * capitals is the same address). Returns how many were deleted.
 */
export async function deleteLeads(source: LeadsSource, value: string, funnels: FunnelScope): Promise<number> {
  const condition = funnelCondition(funnels);
  const scope = condition === undefined ? '' : `${condition} AND `;
  const matches = `EXISTS (SELECT 1 FROM json_each(leads.fields) WHERE lower(json_each.value) = lower(${sqlLiteral(value.trim())}))`;
  // RETURNING, since wrangler's local database reports no count of changed rows.
  return (await source.query(`DELETE FROM leads WHERE ${scope}${matches} RETURNING id`)).length;
}
