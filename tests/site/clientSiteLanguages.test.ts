/**
 * A client's site in two languages (issue 59), read from its build (dist-sites/<key>/, `npm run build:sites`):
 * Fjord Tours in Norwegian Bokmål at / and in English under /en/. Every page says its language in <html lang>,
 * names its translations and the home language's page as x-default with hreflang links, and links to itself in the
 * other language; the sitemap lists the same alternates. Its built worker (in workerd, with a real D1 database)
 * answers a form on /en/enquire sent without JavaScript with the English funnel's page, and a script with JSON,
 * and keeps each lead with the language its visitor saw. The markup of every page, in both languages, is checked
 * by html-validate and the W3C Nu checker in clientSites.test.ts, and by axe in tests/e2e/clientSites.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';
import { funnelKey } from '../../src/engine/funnelKey.ts';
import { builtAssets, type LeadsWorker, startLeadsWorker } from '../support/leadsWorker.ts';
import { expectSiteBuilt, parse } from './builtSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY = 'fjord-tours';
const dist = expectSiteBuilt(KEY);
const project = loadProjectData(ROOT, { site: KEY });
if (project.errors.length > 0 || project.site === undefined) throw new Error(`the project does not validate:\n${project.errors.join('\n')}`);
const { origin } = project.site;

const funnelIn = (language: string): Funnel => {
  const found = project.funnels.find((funnel) => funnel.language === language);
  if (found === undefined) throw new Error(`${KEY} has no funnel in ${language}`);
  return found;
};
const norwegian = funnelIn('nb');
const english = funnelIn('en');

/** Each page of the site in each language, by its address: every step, and the privacy page. */
const pages = (funnel: Funnel, privacy: string) => [...Object.keys(funnel.steps).map((stepId) => stepUrl(funnel, stepId)), privacy];
const PAGES = { nb: pages(norwegian, '/privacy'), en: pages(english, '/en/privacy') } as const;
const fileOf = (address: string) => path.join(dist, address === '/' ? 'index.html' : `${address.slice(1)}.html`);
const htmlOf = (address: string) => readFileSync(fileOf(address), 'utf8');
/** The same page in the other language: /enquire and /en/enquire, / and /en. */
const twin = (address: string) => (address === '/en' ? '/' : address.startsWith('/en/') ? address.slice(3) : address === '/' ? '/en' : `/en${address}`);

describe(`${KEY}: Norwegian at /, English at /en/`, () => {
  it('builds each step of its funnel in each language, the English copy in the English words file’s words', () => {
    expect(PAGES.nb).toEqual(['/', '/enquire', '/thank-you', '/privacy']);
    expect(PAGES.en).toEqual(['/en', '/en/enquire', '/en/thank-you', '/en/privacy']);
    expect(funnelKey(english)).toBe('fjord-tours.en');
    expect(english.slug).toBe(norwegian.slug);
    expect(parse(htmlOf('/')).querySelector('h1')?.textContent).toBe('En dag på fjordene, tolv gjester per båt');
    expect(parse(htmlOf('/en')).querySelector('h1')?.textContent).toBe('A day on the fjords, twelve guests to a boat');
    const labels = (address: string) => [...parse(htmlOf(address)).querySelectorAll('form label')].map((label) => label.textContent);
    expect(labels('/en/enquire')).toEqual(expect.arrayContaining([expect.stringContaining('Full name'), expect.stringContaining('Month')]));
    expect(labels('/enquire')).toEqual(expect.arrayContaining([expect.stringContaining('Fullt navn'), expect.stringContaining('Måned')]));
  });

  it.each(Object.entries(PAGES).flatMap(([language, addresses]) => addresses.map((address) => [address, language] as const)))(
    '%s: <html lang="%s">, hreflang links to itself, its twin and x-default, and a link to its twin in the other language',
    (address, language) => {
      const html = htmlOf(address);
      expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(language);
      const document = parse(html);
      const alternates = [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      const nb = language === 'nb' ? address : twin(address);
      const en = language === 'en' ? address : twin(address);
      expect(alternates).toEqual([
        ['nb', `${origin}${nb}`],
        ['en', `${origin}${en}`],
        ['x-default', `${origin}${nb}`],
      ]);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}${address}`);
      const other = language === 'nb' ? 'en' : 'nb';
      const switchLink = document.querySelector(`body a[hreflang="${other}"]`);
      expect(switchLink?.getAttribute('href')).toBe(twin(address));
      expect(switchLink?.getAttribute('lang')).toBe(other);
      expect(switchLink?.textContent).toBe(other === 'en' ? 'English' : 'Norsk bokmål');
    },
  );

  it('links each language’s own pages: the English footer’s privacy link, its way home and its form’s action stay in English', () => {
    const enquire = parse(htmlOf('/en/enquire'));
    expect(enquire.querySelector('form')?.getAttribute('action')).toBe('/en/enquire');
    expect([...enquire.querySelectorAll('footer a')].map((link) => link.getAttribute('href'))).toEqual(['/en/privacy']);
    const thanks = parse(htmlOf('/en/thank-you'));
    expect([...thanks.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toContain('/en');
    expect(parse(htmlOf('/en/privacy')).querySelector('main')?.textContent).toContain('which runs small-boat day trips on the fjords from Bergen');
    expect(parse(htmlOf('/privacy')).querySelector('main')?.textContent).toContain('som arrangerer dagsturer i småbåt');
    // Each privacy page lists the forms of its own language: the same form, once.
    const main = (address: string) => parse(htmlOf(address)).querySelector('main')?.textContent ?? '';
    expect(main('/privacy')).toContain('Spør om en dato');
    expect(main('/privacy')).not.toContain('Ask about a date');
    expect(main('/en/privacy')).toContain('Ask about a date');
    expect(main('/en/privacy')).not.toContain('Spør om en dato');
    // The consent banner's and Cookie settings' privacy links too: every link to a privacy page from a page is to its
    // language's (but the switch's, which names its language with hreflang).
    for (const [language, addresses] of Object.entries(PAGES)) {
      for (const address of addresses) {
        const privacyLinks = [...parse(htmlOf(address)).querySelectorAll('a[href$="/privacy"]:not([hreflang])')].map((link) => link.getAttribute('href'));
        expect(privacyLinks.length, `${address}: links to a privacy page`).toBeGreaterThan(0);
        expect(new Set(privacyLinks), `${address}: its privacy links`).toEqual(new Set([language === 'en' ? '/en/privacy' : '/privacy']));
      }
    }
  });

  it('has a 404 page for each language, the English one under /en/ (the host answers an unknown address with the nearest)', () => {
    expect(/<html lang="([^"]+)"/.exec(readFileSync(path.join(dist, '404.html'), 'utf8'))?.[1]).toBe('nb');
    expect(/<html lang="([^"]+)"/.exec(readFileSync(path.join(dist, 'en/404.html'), 'utf8'))?.[1]).toBe('en');
    // Each leads home in its own language: its name, Home and the big button.
    const homeLinks = (file: string) => [...parse(readFileSync(path.join(dist, file), 'utf8')).querySelectorAll('a')].flatMap((link) => link.getAttribute('href') ?? []).filter((href) => !href.endsWith('/privacy') && !href.startsWith('#'));
    expect(new Set(homeLinks('404.html'))).toEqual(new Set(['/']));
    expect(new Set(homeLinks('en/404.html'))).toEqual(new Set(['/en']));
  });

  it('lists every page with its alternates in the sitemap', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
      links: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, language, href]) => [language, href]),
    }));
    const all = [...PAGES.nb, ...PAGES.en];
    expect(urls.map((url) => url.loc).sort()).toEqual(all.map((address) => `${origin}${address}`).sort());
    for (const url of urls) {
      const address = (url.loc ?? '').slice(origin.length);
      const nb = PAGES.nb.includes(address) ? address : twin(address);
      expect(url.links, address).toEqual([
        ['nb', `${origin}${nb}`],
        ['en', `${origin}${twin(nb)}`],
        ['x-default', `${origin}${nb}`],
      ]);
    }
  });

  it('sends the English form to its worker (_routes.json), which knows it in English', () => {
    const routes = JSON.parse(readFileSync(path.join(dist, '_routes.json'), 'utf8')) as { include: string[] };
    expect(routes.include).toEqual(expect.arrayContaining(['/enquire', '/en/enquire']));
    expect(readFileSync(path.join(dist, '_worker.js'), 'utf8')).toMatch(/"?language"?:\s*"en"/);
  });
});

describe(`${KEY}'s worker, a form at /en/enquire`, () => {
  let leads: LeadsWorker;
  beforeAll(async () => {
    leads = await startLeadsWorker({ script: readFileSync(path.join(dist, '_worker.js'), 'utf8'), assets: builtAssets(dist) });
  }, 60_000);
  afterAll(async () => {
    await leads.stop();
  });

  let sender = 0;
  const post = (to: string, fields: Record<string, string>, { script = false } = {}) =>
    leads.worker.dispatchFetch(`${origin}${to}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': `198.51.100.${String((sender += 1))}`, ...(script ? { Accept: 'application/json' } : {}) },
      body: new URLSearchParams({ _form: 'SUBMIT', _website: '', ...fields }).toString(),
    });
  const INGRID = { fullName: 'Ingrid Haugen', email: 'ingrid@example.no', month: 'june' };

  it.each([
    ['sent empty', { fullName: '', email: '', month: '' }, ['Full name', 'Email', 'Month']],
    ['with a bad email', { ...INGRID, email: 'ingrid@' }, ['Email']],
  ])('%s without JavaScript: the English funnel’s page, saying what is wrong in its English labels', async (_name, fields, labels) => {
    const response = await post('/en/enquire', fields);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('en');
    const document = parse(html);
    expect(document.querySelector('h1')?.textContent).toBe('Choose your day on the fjords');
    const problems = [...document.querySelectorAll('#lead-problems a')].map((link) => link.textContent);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(labels);
    expect(await leads.rows('fjord-tours')).toEqual([]);
  });

  it.each([
    ['sent empty', { fullName: '', email: '', month: '' }, ['fullName', 'email', 'month']],
    ['with a bad email', { ...INGRID, email: 'ingrid@' }, ['email']],
  ])('%s by its script: JSON naming the fields, in the English labels', async (_name, fields, names) => {
    const response = await post('/en/enquire', fields, { script: true });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { problems: { field: string; message: string }[] };
    expect(answer.problems.map((problem) => problem.field)).toEqual(names);
    expect(answer.problems[0]?.message).toMatch(/^(Full name|Email)/);
  });

  it('keeps a lead of either language as the one funnel’s, saying which language its visitor saw', async () => {
    expect((await post('/en/enquire', INGRID)).headers.get('Location')).toBe('/en/thank-you');
    expect((await post('/enquire', { ...INGRID, email: 'kari@example.no' })).headers.get('Location')).toBe('/thank-you');
    const rows = await leads.rows('fjord-tours');
    expect(rows.map((row) => [row.funnel, row.step, row.language])).toEqual([
      ['fjord-tours', 'enquire', 'en'],
      ['fjord-tours', 'enquire', 'nb'],
    ]);
  });
});
