// @vitest-environment node
/**
 * The worker that receives a delivering form (issue 45), built as the build
 * builds it and run in workerd (Miniflare) with a real D1 database migrated
 * by the project's own migration files: docs/leads.md's funnel, and a second
 * one with a newsletter and a split test. No browser: a form without
 * JavaScript is a urlencoded POST, a script's the same with Accept: JSON and
 * its key. (What a browser does with the form is tests/e2e/leads.spec.ts's.)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { assignVariants } from '../../src/engine/experiments/assignVariants.ts';
import { leadForms } from '../../src/leads/leadForms.ts';
import { RATE_LIMIT } from '../../src/leads/leadsDatabase.ts';
import { cloudflareRoutes, writeExperimentFiles } from '../../src/site/host/experimentFiles.ts';
import { leadsWalkthrough } from '../support/leadsWalkthrough.ts';
import { type LeadsWorker, startLeadsWorker } from '../support/leadsWorker.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOOK = '/funnels/harbour-dental/book';
const NEWS = '/funnels/harbour-news';
const JANE = { fullName: 'Jane Doe', email: 'jane@example.com', phone: '+44 20 7946 0958', time: 'evening' };

const walkthrough = leadsWalkthrough('leads-worker-');
// A second funnel: the walk-through's with a newsletter that delivers on its landing step, split-tested.
const news = JSON.parse(readFileSync(walkthrough.file, 'utf8')) as {
  steps: { landing: { blocks: unknown[]; on: Record<string, unknown> } };
  experiments?: unknown[];
};
news.steps.landing.blocks.push({
  type: 'newsletter',
  heading: 'Tips by email',
  submitLabel: 'Sign me up',
  event: 'SUBSCRIBE',
  flag: 'subscribed',
  thanks: 'Thanks! The first tip is on its way.',
  deliver: { to: 'worker' },
});
news.steps.landing.on.SUBSCRIBE = { flag: 'subscribed' };
news.experiments = [
  {
    name: 'calmer-hero',
    step: 'landing',
    goal: { step: 'thank-you' },
    variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, changes: [{ block: 2, set: { heading: 'A check-up, gently' } }] }],
  },
];
writeFileSync(path.join(walkthrough.dir, 'funnels/harbour-news.json'), JSON.stringify(news));

const project = loadProjectData(walkthrough.dir);
if (project.errors.length > 0 || project.site === undefined) throw new Error(project.errors.join('\n'));
const { site } = project;
const forms = leadForms(project.funnels, site);
const newsFunnel = project.funnels.find((funnel) => funnel.slug === 'harbour-news');
if (newsFunnel === undefined) throw new Error('no harbour-news funnel');

/** A step's page as the prerender draws a delivering form: its marked form, named fields, the app's root. */
function stepPage(pathname: string): string {
  const here = forms.filter((form) => `${form.path}/` === pathname || form.path === pathname);
  const fields = here
    .map((form) => {
      const inputs = form.fields
        .map((field) =>
          field.type === 'select'
            ? `<select name="${field.name}"><option value="" disabled="" selected="">Choose</option>${field.options.map((option) => `<option value="${option.value}">${option.label}</option>`).join('')}</select>`
            : `<input name="${field.name}" type="${field.type}"/>`,
        )
        .join('');
      return `<form data-lead-form="${form.form}" method="post" action="${form.path}">${inputs}</form>`;
    })
    .join('');
  return `<!doctype html><html><head><title>A step</title></head><body><div id="root">${fields}</div></body></html>`;
}

let webhookAnswer = 200;
let leads: LeadsWorker;
beforeAll(async () => {
  const out = path.join(walkthrough.dir, 'out');
  mkdirSync(out);
  expect(await writeExperimentFiles(ROOT, out, project.funnels, site, {})).toEqual(['_redirects', '_worker.js', '_routes.json']);
  leads = await startLeadsWorker({
    script: readFileSync(path.join(out, '_worker.js'), 'utf8'),
    assets: (request) => new Response(stepPage(new URL(request.url).pathname), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    webhook: () => new Response(webhookAnswer === 200 ? 'ok' : 'down', { status: webhookAnswer }),
  });
}, 60_000);
afterAll(async () => {
  await leads.stop();
  rmSync(walkthrough.dir, { recursive: true, force: true });
});

let sender = 0;
/** Each test a sender of its own (the rate limit counts by address), unless it says otherwise. */
const newSender = () => `203.0.113.${String((sender += 1))}`;

interface Post {
  fields?: Record<string, string>;
  body?: string;
  script?: boolean;
  key?: string;
  ip?: string;
  headers?: Record<string, string>;
  to?: string;
}
function post({ fields = {}, body, script = false, key, ip = newSender(), headers = {}, to = BOOK }: Post) {
  return leads.worker.dispatchFetch(`https://harbour.example${to}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': ip,
      ...(script ? { Accept: 'application/json' } : {}),
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      ...headers,
    },
    body: body ?? new URLSearchParams({ _form: 'SUBMIT', _website: '', ...fields }).toString(),
  });
}

/** Waits for the worker's work after its answer (the webhook) to be recorded. */
async function settled(id: unknown): Promise<Record<string, unknown>> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { results } = await leads.db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).all();
    if (results[0] !== undefined && results[0].delivery !== 'pending') return results[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`lead ${String(id)} was never marked delivered or undelivered`);
}

describe('the worker that receives docs/leads.md’s form', () => {
  it('runs on the delivering steps’ addresses (with and without the slash) and on the split test’s pages', () => {
    const routes = JSON.parse(cloudflareRoutes([], forms)) as { include: string[] };
    // The second funnel, a copy of the first, has the booking step too.
    expect(routes.include).toEqual([BOOK, `${BOOK}/`, NEWS, `${NEWS}/`, `${NEWS}/book`, `${NEWS}/book/`]);
  });

  it('keeps a form sent without JavaScript once, with its funnel, step, time and consent, sends the visitor on with a 303, and forwards it', async () => {
    const before = Date.now();
    const response = await post({ fields: JANE, headers: { Cookie: 'consent=granted' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/funnels/harbour-dental/thank-you');
    const [row, ...more] = await leads.rows('harbour-dental');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ funnel: 'harbour-dental', step: 'book', form: 'SUBMIT', consent: 'granted', variants: '{}', idempotency_key: null });
    expect(JSON.parse(String(row?.fields))).toEqual(JANE);
    expect(Date.parse(String(row?.submitted_at))).toBeGreaterThanOrEqual(before - 1000);
    const delivered = await settled(row?.id);
    expect(delivered).toMatchObject({ delivery: 'delivered', delivery_note: 'HTTP 200' });
    // The webhook gets JSON, its fields under the file's own names for it.
    const call = leads.webhookCalls.at(-1);
    expect(call?.url).toBe('https://hooks.example.com/harbour-dental');
    expect(call?.body).toMatchObject({ id: row?.id, funnel: 'harbour-dental', step: 'book', consent: 'granted', fields: { name: 'Jane Doe', email: JANE.email, phone: JANE.phone, time: 'evening' } });
    await leads.db.prepare('DELETE FROM leads').run();
  });

  it('keeps a double tap without JavaScript (the same form twice from one sender) once', async () => {
    const ip = newSender();
    const [first, second] = await Promise.all([post({ fields: JANE, ip }), post({ fields: JANE, ip })]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await leads.rows('harbour-dental')).toHaveLength(1);
    await leads.db.prepare('DELETE FROM leads').run();
  });

  it('keeps every try of one submission from a script once, by its key, and says a retry was one already kept', async () => {
    const ip = newSender();
    const first = await post({ fields: JANE, script: true, key: 'key-0123456789', ip });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false });
    const again = await post({ fields: { ...JANE, fullName: 'Jane D.' }, script: true, key: 'key-0123456789', ip });
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    const rows = await leads.rows('harbour-dental');
    expect(rows.map((row) => row.idempotency_key)).toEqual(['key-0123456789']);
    await leads.db.prepare('DELETE FROM leads').run();
  });

  it('leaves the row of a lead whose webhook answers 500, after one retry, marked undelivered', async () => {
    webhookAnswer = 500;
    const calls = leads.webhookCalls.length;
    try {
      const response = await post({ fields: JANE, script: true, key: 'key-webhook-down' });
      expect(await response.json()).toEqual({ ok: true, duplicate: false });
      const [row] = await leads.rows('harbour-dental');
      expect(await settled(row?.id)).toMatchObject({ delivery: 'undelivered', delivery_note: 'HTTP 500, then HTTP 500' });
      expect(leads.webhookCalls.length - calls).toBe(2);
    } finally {
      webhookAnswer = 200;
      await leads.db.prepare('DELETE FROM leads').run();
    }
  });

  describe('refuses what cannot be a person’s submission of this form, with a 4xx and its reason, keeping nothing', () => {
    const cases: [string, Post, number, string, { field: string; message: string }[]][] = [
      ['a missing required field', { fields: { ...JANE, fullName: '' } }, 422, 'invalid', [{ field: 'fullName', message: 'Full name: please fill this in' }]],
      ['a bad email', { fields: { ...JANE, email: 'jane@' } }, 422, 'invalid', [{ field: 'email', message: 'Email: enter an address like name@example.com' }]],
      ['a time that is not one of the options', { fields: { ...JANE, time: 'midnight' } }, 422, 'invalid', [{ field: 'time', message: 'Best time to call: choose one of Morning, Afternoon, Evening' }]],
      ['an extra field', { fields: { ...JANE, company: 'Acme' } }, 422, 'invalid', [{ field: 'company', message: '"company" is not a field of this form' }]],
      ['a 1 MB body', { body: `fullName=${'a'.repeat(1024 * 1024)}` }, 413, 'too-large', []],
      ['the bot trap filled in', { fields: { ...JANE, _website: 'https://spam.example' } }, 400, 'refused', []],
      ['a post from another site', { fields: JANE, headers: { Origin: 'https://elsewhere.example' } }, 403, 'refused', []],
      ['a form of another step', { body: new URLSearchParams({ ...JANE, _form: 'OTHER' }).toString() }, 400, 'unknown', []],
    ];
    it.each(cases)('%s', async (_name, request, status, reason, problems) => {
      const response = await post({ ...request, script: true });
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { ok: boolean; reason: string; message: string; problems: unknown[] };
      expect(answer).toMatchObject({ ok: false, reason, problems });
      expect(answer.message.length).toBeGreaterThan(10);
      expect(await leads.rows('harbour-dental')).toEqual([]);
    });

    it('and, to a visitor without JavaScript, answers with the step’s page saying what is wrong, every typed value back in its field', async () => {
      const response = await post({ fields: { ...JANE, email: 'jane@' } });
      expect(response.status).toBe(422);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<title>Error: A step</title>');
      expect(html).toMatch(/<div id="lead-problems" role="alert"[^>]*><p[^>]*>There is a problem with your details: nothing was sent.<\/p>/);
      expect(html).toContain('<a href="#lead-submit-email" style="color:#b3261e">Email: enter an address like name@example.com</a>');
      expect(html).toMatch(/<input name="email" type="email" value="jane@" aria-invalid="true" aria-describedby="lead-problems" ?\/>/);
      expect(html).toMatch(/<input name="fullName" type="text" value="Jane Doe" ?\/>/);
      expect(html).toMatch(/<option value="" disabled="">Choose<\/option>.*<option value="evening" selected="">Evening<\/option>/);
      expect(await leads.rows('harbour-dental')).toEqual([]);
    });

    it(`and a sender past ${String(RATE_LIMIT)} tries in ten minutes, with a 429 and when to come back`, async () => {
      const ip = newSender();
      for (let tries = 0; tries < RATE_LIMIT; tries += 1) {
        expect((await post({ fields: { ...JANE, email: '' }, script: true, ip })).status).toBe(422);
      }
      const refused = await post({ fields: JANE, script: true, ip });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('600');
      expect(await refused.json()).toMatchObject({ ok: false, reason: 'busy' });
      expect(await leads.rows('harbour-dental')).toEqual([]);
    });
  });
});

describe('a newsletter that delivers, on a split-tested step', () => {
  it('keeps the address with the version of the split test its sender was shown, and thanks a visitor without JavaScript on its own step', async () => {
    const id = 'f'.repeat(32);
    const variant = assignVariants(newsFunnel, id)['harbour-news.calmer-hero'];
    const response = await post({ to: NEWS, body: new URLSearchParams({ _form: 'SUBSCRIBE', _website: '', email: 'jane@example.com' }).toString(), headers: { Cookie: `fx_id=${id}` } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${NEWS}?sent=SUBSCRIBE`);
    const [row] = await leads.rows('harbour-news');
    expect(JSON.parse(String(row?.variants))).toEqual({ 'harbour-news.calmer-hero': variant });
    expect(row).toMatchObject({ consent: 'unset', delivery: 'stored', step: 'landing', form: 'SUBSCRIBE' });
    const thanked = await leads.worker.dispatchFetch(`https://harbour.example${NEWS}?sent=SUBSCRIBE`);
    expect(await thanked.text()).toMatch(/<p role="status"[^>]*>Thanks! The first tip is on its way.<\/p><div id="root">/);
  });
});
