import { JSDOM } from 'jsdom';
import { visibleText } from './fontCharacters.ts';

/** Whether a CSS font-family value starts with the family: the face that rule sets text in. */
function startsWithFamily(fontFamily: string, family: string): boolean {
  return fontFamily.trim().replace(/^["']/, '').startsWith(family);
}

/**
 * The text a prerendered page sets in each of the families: the text of
 * every element a rule of the page's own styles gives that family first,
 * descendants included (a descendant set in another face only adds
 * characters, never loses one). The rules are the page's rendered styles, so
 * what the build finds is what the browser applies. The page is parsed once
 * for all the families: a parse costs more than every family's look-up.
 */
export function textSetIn(html: string, families: readonly string[]): Map<string, string> {
  const { document } = new JSDOM(html).window;
  const elements = new Map(families.map((family) => [family, new Set<Element>()]));
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('cssRules' in rule && rule.cssRules instanceof Object && !('selectorText' in rule)) visit(rule.cssRules as CSSRuleList);
      if (!('selectorText' in rule) || !('style' in rule)) continue;
      const { selectorText, style } = rule as CSSStyleRule;
      const fontFamily = style.getPropertyValue('font-family');
      const sets = [...elements].filter(([family]) => startsWithFamily(fontFamily, family)).map(([, set]) => set);
      if (sets.length === 0) continue;
      let matched: Element[];
      try {
        matched = Array.from(document.querySelectorAll(selectorText));
      } catch {
        // A selector jsdom cannot match (a pseudo-element) styles generated content, not page text.
        continue;
      }
      for (const set of sets) for (const element of matched) set.add(element);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return new Map(
    [...elements].map(([family, set]) => [family, [...set].map((element) => visibleText(`<body>${element.outerHTML}</body>`)).join(' ')]),
  );
}
