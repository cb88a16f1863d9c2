import type * as CssTreeModule from 'css-tree';
import type { CssNode } from 'css-tree';
import { ALLOWED_CSS_FUNCTIONS, ALLOWED_CSS_PROPERTIES } from './svgAllowList.ts';

export type CssTree = typeof CssTreeModule;

/** Where CSS stands in a picture: a `<style>` element, a `style` attribute, or one presentation attribute's value. */
export type CssContext = 'stylesheet' | 'declarationList' | 'value';

/**
 * An address that names something in the same file (`#id`) and nothing else. The URL parser drops the
 * ASCII whitespace around an address, so `" #a"` is `#a`; anything before the `#` names another document.
 */
export const isLocalReference = (address: string) => /^[\t\n\f\r ]*#/.test(address);

const quoted = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Why one node of parsed CSS is not a picture's, or undefined when it is allowed. */
function nodeRefusal(node: CssNode): string | undefined {
  switch (node.type) {
    case 'Atrule':
      return node.name.toLowerCase() === 'import' ? '@import loads another style sheet' : `@${node.name} is an at-rule; a picture’s CSS is rules and declarations alone`;
    case 'Declaration': {
      const property = node.property.toLowerCase();
      if (property.startsWith('--')) return `the custom property ${node.property} can carry anything into a var(); a picture’s CSS needs none`;
      return ALLOWED_CSS_PROPERTIES.has(property) ? undefined : `${node.property} is not one of the CSS properties a picture here uses`;
    }
    case 'Function':
      return ALLOWED_CSS_FUNCTIONS.has(node.name.toLowerCase()) ? undefined : `${node.name}() is not one of the CSS functions a picture here uses`;
    case 'Url':
      return isLocalReference(node.value) ? undefined : `url(${quoted(node.value)}) refers to a file outside this picture; only a local #id may be named`;
    case 'Raw':
      return node.value.trim() === '' ? undefined : `“${quoted(node.value.trim())}” cannot be read as CSS, so what it does cannot be checked`;
    // Rules, selectors and plain values: they select and set, never load or run anything.
    case 'StyleSheet':
    case 'Rule':
    case 'SelectorList':
    case 'Selector':
    case 'TypeSelector':
    case 'ClassSelector':
    case 'IdSelector':
    case 'AttributeSelector':
    case 'PseudoClassSelector':
    case 'PseudoElementSelector':
    case 'NestingSelector':
    case 'Combinator':
    case 'Nth':
    case 'AnPlusB':
    case 'Block':
    case 'DeclarationList':
    case 'Value':
    case 'Identifier':
    case 'Number':
    case 'Dimension':
    case 'Percentage':
    case 'Hash':
    case 'String':
    case 'Operator':
    case 'Parentheses':
    case 'WhiteSpace':
    case 'Comment':
    case 'CDO':
    case 'CDC':
      return undefined;
    // What only at-rules hold (refused with their at-rule) or no property a picture uses takes.
    case 'AtrulePrelude':
    case 'Brackets':
    case 'Condition':
    case 'Feature':
    case 'FeatureFunction':
    case 'FeatureRange':
    case 'GeneralEnclosed':
    case 'Layer':
    case 'LayerList':
    case 'MediaQuery':
    case 'MediaQueryList':
    case 'Ratio':
    case 'Scope':
    case 'SupportsDeclaration':
    case 'UnicodeRange':
      return `${node.type} is not part of the CSS a picture here uses`;
  }
}

/**
 * Why a piece of a picture's CSS is not allowed, or undefined when it is: every property, function and
 * at-rule is held to the allow-list (svgAllowList.ts), and url() may name a local `#id` alone. It is
 * parsed by css-tree, as a browser tokenises CSS, not searched for words; and CSS that css-tree cannot read
 * whole, or that holds a backslash escape (`\75rl(`, which a browser reads as `url(`; `@\69mport`), is
 * refused rather than guessed at, since a browser's reading of it may differ from the check's.
 */
export function cssRefusal({ parse, walk }: CssTree, text: string, context: CssContext): string | undefined {
  if (text.includes('\\')) return 'a backslash escape in CSS can hide a name the browser reads (`\\75rl(` is `url(`); a picture’s CSS needs none';
  const errors: string[] = [];
  let ast: CssNode;
  try {
    ast = parse(text, { context, positions: false, onParseError: (error) => errors.push(error.message) });
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    return `“${quoted(text.trim())}” cannot be read as CSS (${errors.join('; ')}), so what it does cannot be checked`;
  }
  if (errors.length > 0) return `“${quoted(text.trim())}” cannot be read as CSS (${errors.join('; ')}), so what it does cannot be checked`;
  let refusal: string | undefined;
  walk(ast, (node: CssNode) => {
    refusal ??= nodeRefusal(node);
  });
  return refusal;
}
