// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { characterSet, isPictograph, jsonStrings, missingCharacters, visibleText } from './fontCharacters.ts';

describe('visibleText', () => {
  it('keeps the text and the shown attributes of the body, not markup, scripts, styles or the head', () => {
    const html =
      '<html><head><title>Tab · title</title><style>h1{content:"§"}</style></head>' +
      '<body><h1 class="x">Caf&#233; &amp; cr&#xE8;me — “hi”</h1>' +
      '<img alt="Ørsted logo"><input placeholder="Your email…"><script>const z = "ж";</script></body></html>';
    const text = visibleText(html);
    expect(text).toContain('Café & crème — “hi”');
    expect(text).toContain('Ørsted logo');
    expect(text).toContain('Your email…');
    expect(text).not.toMatch(/[·§ж<>]|class/);
  });
});

describe('jsonStrings', () => {
  it('collects every string value at any depth, not keys, numbers or booleans', () => {
    expect(jsonStrings({ heading: 'Zoë', items: [{ label: 'naïve', price: 12, on: true }], none: null })).toEqual(['Zoë', 'naïve']);
  });
});

describe('missingCharacters', () => {
  const cmap = Array.from('Helo wrd!', (character) => character.codePointAt(0) ?? 0);

  it('is empty when the font draws every character of the text', () => {
    expect(missingCharacters('Hello world!\n', cmap)).toEqual([]);
  });

  it('names each character the font lacks once, so a page using it fails the coverage test', () => {
    expect(missingCharacters('Hello, wörld — Hello!', cmap)).toEqual([',', 'ö', '—']);
  });
});

describe('characterSet', () => {
  it('lists each character once in code-point order, without line breaks or tabs', () => {
    expect(characterSet('bab\n\tc→a')).toEqual(['a', 'b', 'c', '→']);
  });
});

describe('isPictograph', () => {
  it('tells emoji, which the system draws, from letters and punctuation, which the subset must hold', () => {
    expect(['👋', '💿'].every(isPictograph)).toBe(true);
    expect(['a', 'é', '→', '×', '©'].some(isPictograph)).toBe(false);
  });
});
