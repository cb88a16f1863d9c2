// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../src/config/load/loadCatalogues.ts';
import { engineWordLeaks, pageText } from '../support/engineWordLeaks.ts';

const { data } = loadCatalogues(path.resolve(import.meta.dirname, '../../languages'));
const { en, nb } = data;
if (en === undefined || nb === undefined) throw new Error('languages/en.json and languages/nb.json must load');

const page = (body: string) => `<!doctype html><html lang="nb"><head><title>Side</title><style>.a{}</style></head><body>${body}<script>"Cookie settings"</script></body></html>`;

describe('the leak-finder of the built pages’ site test', () => {
  it('finds an English engine word in a Norwegian page, in its text and in the names read out', () => {
    expect(engineWordLeaks(pageText(page(`<p>${nb.consent.question}</p><button>Cookie settings</button>`)), en, nb, 'nb')).toEqual(['consent.settings: Cookie settings']);
    expect(engineWordLeaks(pageText(page('<section aria-label="Cookies on this site"></section>')), en, nb, 'nb')).toEqual(['consent.label: Cookies on this site']);
    expect(engineWordLeaks(pageText(page('<small>13 months</small>')), en, nb, 'nb')).toEqual(['privacy.months: 13 months']);
    expect(engineWordLeaks(pageText(page('<li>Full name: please fill this in</li>')), en, nb, 'nb')).toEqual(['validation.missing: please fill this in']);
  });

  it('finds nothing in the same page in Norwegian, nor in a script, nor in one word a funnel may use itself', () => {
    const norwegian = `<p>${nb.consent.question}</p><button>${nb.consent.settings}</button><a href="/privacy">Privacy</a><button>Accept</button>`;
    expect(engineWordLeaks(pageText(page(norwegian)), en, nb, 'nb')).toEqual([]);
  });
});
