import { checkSubmission } from '../../schemas/submission.ts';
import { effectiveChoice } from '../analytics/consentChoice.ts';
import { type DeliveryAnswer, type FieldProblem, FORM_FIELD, IDEMPOTENCY_HEADER, type RefusalReason, TRAP_FIELD } from '../engine/delivery/protocol.ts';
import { assignFromTable } from '../engine/experiments/assignFromTable.ts';
import { ID_COOKIE, OFF_COOKIE, readCookie } from '../engine/experiments/visitorCookies.ts';
import { forwardLead, renamed } from './forwardLead.ts';
import type { LeadForm } from './leadForms.ts';
import { type PageRewriter, problemPage, thanksPage } from './leadPages.ts';
import { countAttempt, forgetExpired, keepLead, type LeadsDatabase, markDelivery, RATE_LIMIT, RATE_WINDOW_MS } from './leadsDatabase.ts';
import { pageAddress } from '../engine/pageAddress.ts';
import { fillMessage } from '../i18n/fillMessage.ts';

/** The static files, as Cloudflare Pages hands them to a worker (env.ASSETS). */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

export interface LeadsEnv {
  /** The D1 database, bound as LEADS (docs/leads.md); a site that has not bound one keeps nothing and says so. */
  LEADS?: LeadsDatabase;
  ASSETS: Assets;
}

export interface LeadTools {
  rewriter: () => PageRewriter;
  /** Work that may finish after the visitor is answered (the webhook). */
  waitUntil: (work: Promise<unknown>) => void;
  now?: () => number;
  randomId?: () => string;
  /** How the webhook is called. */
  fetch?: typeof fetch;
}

/** The largest submission taken: a form of a dozen long fields is a few KB. */
export const MAX_BODY_BYTES = 16 * 1024;


export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How much of a body too large to take is still read (and dropped), so the sender hears the refusal rather than a reset connection. */
const DRAINED_AT_MOST = 4 * 1024 * 1024;

/** The body's text, or undefined when it passes `limit` bytes (the rest is read and dropped, up to DRAINED_AT_MOST). */
export async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAINED_AT_MOST) {
      await reader.cancel();
      break;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return undefined;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A script's key for one submission, if it is one (letters, digits, - and _): anything else is ignored. */
const idempotencyKey = (request: Request) => {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  return key !== null && /^[\w-]{8,100}$/.test(key) ? key : undefined;
};

const json = (status: number, answer: DeliveryAnswer, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/** The versions of the funnel's split tests this visitor was shown, from the cookies that chose them. */
export function variantsOf(form: Pick<LeadForm, 'experiments'>, cookies: string): Record<string, string> {
  if (form.experiments.length === 0) return {};
  const id = readCookie(cookies, ID_COOKIE);
  const off = readCookie(cookies, OFF_COOKIE) !== undefined;
  return assignFromTable({ experiments: form.experiments, pages: [] }, off || id === undefined || !/^[0-9a-f]{32}$/.test(id) ? undefined : id);
}

/**
 * The worker's answer to a delivering form (issue 45), or undefined for a
 * request that is not one (the static file, or the split tests, answer it).
 * A form posts to its own step's address. The submission is refused, and
 * nothing kept, when it comes from another site, is too large, fills the
 * bot trap, comes from a sender who has tried too often, or fails the form's
 * own rules (schemas/submission.ts, built from the fields the form was drawn
 * from). Otherwise it is kept once (a script's key, or the same content from
 * the same sender, makes a retry, a reload or a double tap the same lead),
 * expired leads of the funnel are deleted, and the webhook, if any, is
 * called once the visitor has their answer. A script (Accept: JSON) gets JSON;
 * a form sent without one gets pages: a 303 to the next step, or the step's
 * page saying what is wrong with everything typed back in it.
 */
export async function receiveLead(request: Request, env: LeadsEnv, forms: readonly LeadForm[], tools: LeadTools): Promise<Response | undefined> {
  const url = new URL(request.url);
  const path = pageAddress(url.pathname);
  const here = forms.filter((form) => form.path === path);
  const [first] = here;
  if (first === undefined) return undefined;
  // The step's page as the host serves it at its own address (a/b.html).
  const stepPage = () => env.ASSETS.fetch(new Request(new URL(path, url), { headers: { Accept: 'text/html' } }));

  if (request.method === 'GET' || request.method === 'HEAD') {
    const thanked = here.find((form) => form.form === url.searchParams.get('sent') && form.thanks !== undefined);
    if (thanked?.thanks === undefined) return undefined;
    const page = await stepPage();
    return page.ok ? thanksPage(page, { thanks: thanked.thanks, rewriter: tools.rewriter() }) : page;
  }
  if (request.method !== 'POST') return undefined;

  const script = (request.headers.get('Accept') ?? '').includes('application/json');
  // Before the form is known, the first of the page's forms speaks: every form of one page is in its language.
  const says = first.words.worker;
  const refuse = async (
    status: number,
    reason: RefusalReason,
    message: string,
    { problems = [], values = {}, form = first }: { problems?: FieldProblem[]; values?: Record<string, string>; form?: LeadForm } = {},
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    if (script) return json(status, { ok: false, reason, message, problems }, headers);
    const page = await stepPage();
    if (!page.ok) return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
    const answer = problemPage(page, { form, values, problems, headline: message, status, rewriter: tools.rewriter(), says: form.words.worker });
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  };

  const origin = request.headers.get('Origin');
  if ((origin !== null && origin !== 'null' && origin !== url.origin) || request.headers.get('Sec-Fetch-Site') === 'cross-site') {
    return refuse(403, 'refused', says.crossSite);
  }
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return refuse(415, 'unknown', says.notWebForm);
  }
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === undefined) {
    return refuse(413, 'too-large', fillMessage(says.tooLarge, { size: String(MAX_BODY_BYTES / 1024) }));
  }
  const params = new URLSearchParams(body);
  const values: Record<string, string> = {};
  const twice: FieldProblem[] = [];
  for (const [name, value] of params) {
    if (Object.hasOwn(values, name)) twice.push({ field: name, message: fillMessage(first.words.validation.sentTwice, { name }) });
    values[name] = value;
  }
  const form = here.find((candidate) => candidate.form === values[FORM_FIELD]);
  if (form === undefined) return refuse(400, 'unknown', says.noSuchForm);
  const trap = values[TRAP_FIELD] ?? '';
  const fields = Object.fromEntries(Object.entries(values).filter(([name]) => name !== FORM_FIELD && name !== TRAP_FIELD));
  if (trap !== '') return refuse(400, 'refused', says.trap, { form });

  const db = env.LEADS;
  if (db === undefined) {
    console.error('Leads: a form was sent, but the worker has no LEADS D1 database bound (docs/leads.md).');
    return refuse(503, 'refused', says.noDatabase, { form, values: fields });
  }
  const now = (tools.now ?? Date.now)();
  const sender = await sha256(`${request.headers.get('CF-Connecting-IP') ?? 'unknown'}|${new Date(now).toISOString().slice(0, 10)}`);
  let tries: number;
  try {
    tries = await countAttempt(db, sender, now);
  } catch (error) {
    console.error('Leads: counting a try failed', error);
    return refuse(503, 'refused', says.unreachable, { form, values: fields });
  }
  if (tries > RATE_LIMIT) {
    const wait = { 'Retry-After': String(RATE_WINDOW_MS / 1000) };
    return refuse(429, 'busy', says.busy, { form, values: fields }, wait);
  }

  const checked = checkSubmission(form.fields, fields, form.words.validation);
  if (!checked.ok || twice.length > 0) {
    const problems = [...twice, ...(checked.ok ? [] : checked.problems)];
    return refuse(422, 'invalid', says.invalid, { form, values: fields, problems });
  }

  const cookies = request.headers.get('Cookie') ?? '';
  const id = (tools.randomId ?? (() => crypto.randomUUID()))();
  const submittedAt = new Date(now).toISOString();
  const variants = variantsOf(form, cookies);
  const consent = effectiveChoice(cookies, request.headers.get('Sec-GPC') === '1') ?? 'unset';
  const kept = JSON.stringify(checked.values);
  let outcome: 'kept' | 'duplicate';
  try {
    outcome = await keepLead(db, {
      id,
      funnel: form.slug,
      step: form.step,
      form: form.form,
      language: form.language,
      variants: JSON.stringify(variants),
      consent,
      fields: kept,
      submittedAt,
      idempotencyKey: idempotencyKey(request),
      contentHash: await sha256(`${form.slug}|${form.step}|${form.form}|${kept}|${sender}`),
      delivery: form.webhook === undefined ? 'stored' : 'pending',
    });
    await forgetExpired(db, form.slug, form.keepDays, now);
  } catch (error) {
    console.error('Leads: keeping a lead failed', error);
    return refuse(503, 'refused', says.unreachable, { form, values: fields });
  }
  if (outcome === 'kept' && form.webhook !== undefined) {
    const payload = { id, funnel: form.slug, step: form.step, form: form.form, language: form.language, submittedAt, variants, consent, fields: renamed(checked.values, form.rename) };
    tools.waitUntil(
      forwardLead(form.webhook, payload, tools.fetch === undefined ? {} : { fetch: tools.fetch })
        .then(({ delivered, note }) => markDelivery(db, id, delivered, note))
        .catch((error: unknown) => {
          console.error('Leads: recording a webhook call failed', error);
        }),
    );
  }
  if (script) return json(200, { ok: true, duplicate: outcome === 'duplicate' });
  return new Response(null, { status: 303, headers: { Location: form.next ?? `${form.path}?sent=${form.form}`, 'Cache-Control': 'no-store' } });
}
