import { JSDOM } from 'jsdom';
import { visibleText } from './fontCharacters.ts';

/** Whether a CSS font-family value starts with the family: the face that rule sets text in. */
function startsWithFamily(fontFamily: string, family: string): boolean {
  return fontFamily.trim().replace(/^["']/, '').startsWith(family);
}

/**
 * The text a prerendered page sets in a family: the text of every element a
 * rule of the page's own styles gives that family first, descendants
 * included (a descendant set in another face only adds characters, never
 * loses one). The rules are the page's rendered styles, so what the build
 * finds is what the browser applies.
 */
export function textSetIn(html: string, family: string): string {
  const { document } = new JSDOM(html).window;
  const elements = new Set<Element>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('cssRules' in rule && rule.cssRules instanceof Object && !('selectorText' in rule)) visit(rule.cssRules as CSSRuleList);
      if (!('selectorText' in rule) || !('style' in rule)) continue;
      const { selectorText, style } = rule as CSSStyleRule;
      if (!startsWithFamily(style.getPropertyValue('font-family'), family)) continue;
      try {
        for (const element of document.querySelectorAll(selectorText)) elements.add(element);
      } catch {
        // A selector jsdom cannot match (a pseudo-element) styles generated content, not page text.
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return [...elements].map((element) => visibleText(`<body>${element.outerHTML}</body>`)).join(' ');
}
