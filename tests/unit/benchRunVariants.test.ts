// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ownScriptPatterns, runVariants } from '../../bench/runVariants.ts';

const origin = 'http://127.0.0.1:4394';

describe('runVariants', () => {
  it('runs every category at 4×, performance alone at 6× and at 4× with the site’s scripts blocked', () => {
    expect(runVariants({ slowdowns: [4, 6], scriptsCheck: true }, origin)).toEqual([
      {
        kind: 'base',
        label: '4×',
        settings: { cpuSlowdownMultiplier: 4, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], blockedUrlPatterns: [] },
      },
      {
        kind: 'slower',
        label: '6×',
        slowdown: 6,
        settings: { cpuSlowdownMultiplier: 6, onlyCategories: ['performance'], blockedUrlPatterns: [] },
      },
      {
        kind: 'noScripts',
        label: '4× without scripts',
        settings: {
          cpuSlowdownMultiplier: 4,
          onlyCategories: ['performance'],
          blockedUrlPatterns: ['http://127.0.0.1:4394/*.js', 'http://127.0.0.1:4394/*.mjs'],
        },
      },
    ]);
  });

  it('runs only what the options ask for', () => {
    const variants = runVariants({ slowdowns: [2, 4, 8], scriptsCheck: false }, origin);
    expect(variants.map((variant) => [variant.kind, variant.settings.cpuSlowdownMultiplier])).toEqual([
      ['base', 4],
      ['slower', 2],
      ['slower', 8],
    ]);
  });
});

describe('ownScriptPatterns', () => {
  // Chromium's Network.setBlockedURLs: `*` matches any run of characters, `/` included. Mirrored here to
  // show which URLs the patterns cover; the bench also checks after each run that none got through.
  const matches = (pattern: string, url: string): boolean =>
    new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\/]/g, '\\$&')).join('.*')}$`).test(url);
  const blocked = (url: string): boolean => ownScriptPatterns(origin).some((pattern) => matches(pattern, url));

  it('blocks the site’s script files at any depth and nothing else of it, nor other origins', () => {
    expect(blocked('http://127.0.0.1:4394/assets/index-B_GxosyB.js')).toBe(true);
    expect(blocked('http://127.0.0.1:4394/assets/FunnelPage--pt9RF_s.js')).toBe(true);
    expect(blocked('http://127.0.0.1:4394/sw.mjs')).toBe(true);
    expect(blocked('http://127.0.0.1:4394/funnels/skincare')).toBe(false);
    expect(blocked('http://127.0.0.1:4394/machines/skincare.json')).toBe(false);
    expect(blocked('http://127.0.0.1:4394/assets/index-Dx1.css')).toBe(false);
    expect(blocked('http://127.0.0.1:4395/assets/index-B_GxosyB.js')).toBe(false);
  });
});
