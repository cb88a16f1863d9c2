// @vitest-environment node
/**
 * A client's site in its own language (issue 59): Fjord Tours, built with "language": "nb", says so on every
 * page (<html lang>, og:locale), holds no English word the engine writes (its own words come from
 * languages/nb.json; the funnel's words are the funnel file's and are not looked at), and its worker answers a
 * form sent without JavaScript, empty or with a bad address, in Norwegian.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { fillMessage } from '../../src/i18n/fillMessage.ts';
import { openGraphLocale } from '../../src/i18n/openGraphLocale.ts';
import { pageLanguage } from '../../src/i18n/pageLanguage.ts';
import { leadForms } from '../../src/leads/leadForms.ts';
import { engineWordLeaks, pageText } from '../support/engineWordLeaks.ts';
import { builtAssets, type LeadsWorker, startLeadsWorker } from '../support/leadsWorker.ts';
import { builtFiles, expectSiteBuilt, parse } from './builtSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY = 'fjord-tours';
const project = loadProjectData(ROOT, { site: KEY });
const client = project.sites.find((site) => site.key === KEY);
const language = client?.language ?? '';
const home = project.words[language];
const english = project.catalogues.en;
if (project.site === undefined || home === undefined || english === undefined) throw new Error(`sites/${KEY}.json does not load: ${project.errors.join('; ')}`);
const dir = expectSiteBuilt(KEY);
const pages = builtFiles(dir).filter((file) => file.endsWith('.html'));
const html = (file: string) => readFileSync(path.join(dir, file), 'utf8');
/** A page's language, from its address: a translation's pages (/en/…) are in theirs, every other in the site's. */
const languageOf = (file: string) => {
  const address = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return project.site === undefined ? language : pageLanguage(address, project.site);
};

describe(`${KEY}, a site in ${language}`, () => {
  it('is Norwegian Bokmål (sites/fjord-tours.json: "language": "nb")', () => {
    expect(language).toBe('nb');
  });

  it('says each page’s language: <html lang> and og:locale, the 404 too', () => {
    expect(pages).toContain('404.html');
    for (const file of pages) {
      const document = parse(html(file));
      expect(document.documentElement.lang, file).toBe(languageOf(file));
      expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content'), file).toBe(openGraphLocale(languageOf(file)));
    }
  });

  it('holds no word the engine writes in another of its languages, on any page of each, and its own ones', () => {
    // The client's own words (its privacy page's opening, in its site file) are its own to write, as its funnel's are.
    const intro = client?.privacy?.intro;
    const own = (text: string, in_: string) => text.replace((typeof intro === 'object' ? intro[in_] : intro) ?? '', '');
    const languages = Object.keys(project.words);
    expect(languages).toEqual(['nb', 'en']);
    const leaks = pages.flatMap((file) => {
      const at = languageOf(file);
      const words = project.words[at];
      if (words === undefined) return [`${file}: no catalogue for ${at}`];
      return languages
        .filter((other) => other !== at)
        .flatMap((other) => {
          const foreign = project.words[other];
          return foreign === undefined ? [] : engineWordLeaks(own(pageText(html(file)), at), foreign, words, at, other).map((leak) => `${file} (${at}) holds ${other}'s ${leak}`);
        });
    });
    expect(leaks).toEqual([]);
    expect(pages.filter((file) => languageOf(file) === 'en').length, 'English pages under /en/').toBeGreaterThan(3);
    expect(pageText(html('privacy.html'))).toContain(home.privacy.storedHeading);
    expect(pageText(html('404.html'))).toContain(home.notFound.title);
    expect(pageText(html('index.html'))).toContain(home.consent.question);
    expect(pageText(html('en/privacy.html'))).toContain(english.privacy.storedHeading);
    expect(pageText(html('en/404.html'))).toContain(english.notFound.title);
    expect(pageText(html('en.html'))).toContain(english.consent.question);
  });
});

describe(`${KEY}'s worker answers a form sent without JavaScript in ${language}`, () => {
  const [form] = leadForms(project.funnels, project.site);
  if (form === undefined) throw new Error(`${KEY} has no form its worker receives`);
  const email = form.fields.find((field) => field.type === 'email');
  if (email === undefined) throw new Error(`${KEY}'s form has no email field`);
  let leads: LeadsWorker;
  let sender = 0;

  beforeAll(async () => {
    leads = await startLeadsWorker({ script: readFileSync(path.join(dir, '_worker.js'), 'utf8'), assets: builtAssets(dir) });
  }, 60_000);
  afterAll(async () => {
    await leads.stop();
  });

  const post = async (fields: Record<string, string>) => {
    const response = await leads.worker.dispatchFetch(`${project.site?.origin ?? ''}${form.path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': `198.51.100.${String((sender += 1))}` },
      body: new URLSearchParams({ _form: form.form, _website: '', ...fields }).toString(),
    });
    return { status: response.status, text: await response.text() };
  };

  it('sent empty: the step again, titled and boxed in Norwegian, each required field’s problem in its words', async () => {
    const answer = await post({});
    expect(answer.status).toBe(422);
    const document = parse(answer.text);
    expect(document.title.startsWith(home.worker.errorTitle)).toBe(true);
    const box = document.getElementById('lead-problems')?.textContent ?? '';
    expect(box).toContain(home.worker.invalid);
    expect(box).toContain(home.worker.keptBelow);
    for (const field of form.fields.filter((candidate) => candidate.required)) {
      expect(box).toContain(fillMessage(field.type === 'select' ? home.validation.chooseOne : home.validation.missing, { label: field.label }));
    }
    expect(engineWordLeaks(pageText(answer.text), english, home, language)).toEqual([]);
  });

  it('with a bad email address: its problem in Norwegian', async () => {
    const filled = Object.fromEntries(form.fields.map((field) => [field.name, field.type === 'select' ? (field.options[0]?.value ?? '') : 'Kari Nordmann']));
    const answer = await post({ ...filled, [email.name]: 'kari-at-example' });
    expect(answer.status).toBe(422);
    const box = parse(answer.text).getElementById('lead-problems')?.textContent ?? '';
    expect(box).toContain(fillMessage(home.validation.email, { label: email.label }));
    expect(engineWordLeaks(pageText(answer.text), english, home, language)).toEqual([]);
  });
});
