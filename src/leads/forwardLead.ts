import { IDEMPOTENCY_HEADER } from '../engine/delivery/protocol.ts';

/** What a webhook receives, as JSON: the lead, its fields under the keys the file's `rename` gives them. */
export interface LeadPayload {
  id: string;
  funnel: string;
  step: string;
  form: string;
  /** The language of the page the form was sent from (nb, en); '' for a lead kept before leads said it. */
  language: string;
  submittedAt: string;
  variants: Record<string, string>;
  consent: string;
  fields: Record<string, string>;
}

/** How long one call may take, and the pause before the one retry. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RETRY_AFTER_MS = 1_000;

/** A lead's fields under the webhook's keys: a renamed field by its new key, the rest by their own. */
export function renamed(fields: Readonly<Record<string, string>>, rename: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [rename[name] ?? name, value]));
}

/**
 * Sends a kept lead to its webhook as JSON, and once more after a pause if
 * the first call fails (an error, a timeout, an answer that is not 2xx).
 * Each call carries the lead's id as its Idempotency-Key, so a webhook that
 * got the first but whose answer was lost can tell the retry is the same
 * lead. Says whether it arrived and, in words, what the webhook answered.
 */
export async function forwardLead(
  webhook: string,
  payload: LeadPayload,
  { fetch: send = fetch, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)) }: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<unknown> } = {},
): Promise<{ delivered: boolean; note: string }> {
  const notes: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await sleep(RETRY_AFTER_MS);
    try {
      const response = await send(webhook, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: payload.id },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Read to the end, so the connection is free again.
      await response.arrayBuffer().catch(() => undefined);
      notes.push(`HTTP ${String(response.status)}`);
      if (response.ok) return { delivered: true, note: notes.join(', then ') };
    } catch (error) {
      notes.push(error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not connect');
    }
  }
  return { delivered: false, note: notes.join(', then ') };
}
