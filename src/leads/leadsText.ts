import type { Lead } from './leadsRead.ts';

/** Every field name the leads hold, in the order they first appear: the table's and the CSV's last columns. */
function fieldNames(leads: readonly Lead[]): string[] {
  return [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))];
}

const variantsText = (variants: Readonly<Record<string, string>>) =>
  Object.entries(variants)
    .map(([experiment, variant]) => `${experiment.replace(/^[^.]*\./, '')}=${variant}`)
    .join(' ');

/** The leads as an aligned table for a terminal: when (UTC, to the minute), where, and what was typed. */
export function leadsTable(leads: readonly Lead[]): string {
  const names = fieldNames(leads);
  const rows = [
    ['submitted (UTC)', 'funnel', 'step', 'language', 'variants', 'consent', 'delivery', ...names],
    ...leads.map((lead) => [
      lead.submittedAt.slice(0, 16).replace('T', ' '),
      lead.funnel,
      lead.step,
      lead.language,
      variantsText(lead.variants),
      lead.consent,
      lead.delivery,
      ...names.map((name) => lead.fields[name] ?? ''),
    ]),
  ];
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

/**
 * A CSV cell: quoted when it holds a comma, a quote or a line break; one that starts with = + - @ made text
 * with a leading ', so a spreadsheet that opens the file runs no formula a visitor typed. A phone number
 * (+ then digits and separators, which can call no function) is left as it was typed.
 */
export function csvCell(value: string): string {
  const phone = /^\+[\d\s().\-/]+$/.test(value);
  const safe = !phone && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The leads as CSV (RFC 4180, CRLF), every column of the table and the lead's id and the webhook's answer. */
export function leadsCsv(leads: readonly Lead[]): string {
  const names = fieldNames(leads);
  const rows = [
    ['id', 'submitted_at', 'funnel', 'step', 'form', 'language', 'variants', 'consent', 'delivery', 'delivery_note', ...names],
    ...leads.map((lead) => [
      lead.id,
      lead.submittedAt,
      lead.funnel,
      lead.step,
      lead.form,
      lead.language,
      variantsText(lead.variants),
      lead.consent,
      lead.delivery,
      lead.deliveryNote,
      ...names.map((name) => lead.fields[name] ?? ''),
    ]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
