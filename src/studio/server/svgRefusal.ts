import type * as CssTreeModule from 'css-tree';
import type { CssNode } from 'css-tree';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The elements that animate another's attribute: pointed at an `href` or a handler, they would make one. */
const ANIMATIONS = new Set(['set', 'animate', 'animateMotion', 'animateTransform']);
/** CSS functions whose string arguments are addresses the browser fetches, as `url()`'s are. */
const FETCHING_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src', 'image', 'cross-fade', 'element']);

type CssTree = typeof CssTreeModule;
let parsers: Promise<{ window: Window & typeof globalThis; css: CssTree }> | undefined;

/**
 * jsdom's window, for its XML parser (saxes: namespace-aware, strict; the project's own DOM, which the build
 * uses too), and css-tree, loaded when the first SVG comes: the dev server loads this module at every start.
 */
function loadParsers() {
  // One after the other: Vitest's module runner can fail two CommonJS trees loaded at once.
  parsers ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const css = await import('css-tree');
    return { window: new JSDOM('').window, css };
  })();
  return parsers;
}

const isLocalFragment = (address: string) => address.trim().startsWith('#');

/**
 * Why a piece of CSS (a `<style>`, a `style` attribute, a presentation attribute
 * such as `fill="url(#g)"`) would fetch something, or undefined. Parsed by
 * css-tree rather than searched for, so an escaped name (`\75rl(`, which a
 * browser reads as `url(`) or a comment cannot hide an address.
 */
function cssRefusal({ parse, walk }: CssTree, css: string, context: 'stylesheet' | 'declarationList' | 'value', where: string): string | undefined {
  let refusal: string | undefined;
  const refuse = (reason: string) => {
    refusal ??= `${where}: ${reason}`;
  };
  const ast = parse(css, {
    context,
    onParseError: () => undefined,
  });
  walk(ast, (node: CssNode) => {
    if (node.type === 'Atrule' && node.name.toLowerCase() === 'import') refuse('@import loads another style sheet');
    if (node.type === 'Url' && !isLocalFragment(node.value)) refuse(`url(${node.value}) refers to a file outside this picture`);
    // What css-tree could not read: a call in it (an escaped `\75rl(`, which a browser reads as url() all the same) cannot be checked.
    if (node.type === 'Raw' && node.value.includes('(')) refuse(`${node.value.trim()} cannot be read as CSS, so what it may load cannot be checked`);
    if (node.type === 'Function') {
      if (node.name.includes('\\')) refuse(`the escaped function name ${node.name}() hides what it is`);
      const name = node.name.toLowerCase();
      if (FETCHING_FUNCTIONS.has(name)) {
        node.children.forEach((child) => {
          if (child.type === 'String' && !isLocalFragment(child.value)) refuse(`${name}("${child.value}") refers to a file outside this picture`);
        });
      }
    }
  });
  return refusal;
}

/** An attribute's name as the file writes it: `xlink:href`, `onload`. */
const attributeName = (attribute: Attr) => (attribute.prefix === null ? attribute.localName : `${attribute.prefix}:${attribute.localName}`);

/** Why an element (its name, its attributes, a `<style>`'s text) may not be served from the site, or undefined. */
function elementRefusal(css: CssTree, element: Element): string | undefined {
  const tag = `<${element.localName}>`;
  if (element.localName.toLowerCase() === 'script') return `${tag} runs a script`;
  if (element.localName === 'foreignObject') return `${tag} embeds a web page’s content (HTML) in the picture`;
  if (element.namespaceURI === XHTML_NS) return `${tag} is an HTML element in the picture`;
  for (const attribute of element.attributes) {
    const name = attributeName(attribute);
    if (attribute.namespaceURI === XMLNS_NS) continue;
    if (attribute.localName.toLowerCase().startsWith('on')) return `${name}="…" on ${tag} is an event handler (a script)`;
    if (attribute.localName === 'href' && !isLocalFragment(attribute.value)) {
      return `${name}="${attribute.value}" on ${tag} refers to ${attribute.value.trim().startsWith('data:') ? 'a data: address' : 'a file'} outside this picture; only a local #id may be named`;
    }
    if (attribute.localName === 'base' && attribute.namespaceURI === XML_NS) return `xml:base on ${tag} points the picture's addresses elsewhere`;
    if (ANIMATIONS.has(element.localName) && attribute.localName === 'attributeName' && /^(on|href$|xlink:href$)/i.test(attribute.value.trim())) {
      return `${tag} animates ${attribute.value}, which would set an address or a handler`;
    }
    // A function needs its "(": a value without one holds no url() or other fetch, however it is escaped.
    if (attribute.value.includes('(')) {
      const refusal = cssRefusal(css, attribute.value, name === 'style' ? 'declarationList' : 'value', `${name}="…" on ${tag}`);
      if (refusal !== undefined) return refusal;
    }
  }
  if (element.localName === 'style') return cssRefusal(css, element.textContent, 'stylesheet', tag);
  return undefined;
}

/**
 * Why an SVG may not be served from the site's own origin, or undefined when
 * it may. Opened by itself (a visitor's new tab, the full-screen viewer's
 * link), an SVG is a document of the site: a script, an event handler or
 * `<foreignObject>` in it runs or draws with the site's rights, and an
 * external reference (`href`, `url()`, `@import`, `<use>` of another file, a
 * `<?xml-stylesheet?>`) fetches from elsewhere. So only a self-contained
 * drawing is taken: references to local `#id`s alone.
 *
 * The file is parsed as XML by a real parser (jsdom's, which the build already
 * uses), not searched with patterns: a pattern cannot follow namespaces
 * (`xlink:href` under another prefix), entities, CDATA or comments, each of
 * which can hide what a search looks for while the browser still reads it.
 */
export async function svgRefusal(text: string): Promise<{ kind: 'not-svg' | 'unsafe'; reason: string } | undefined> {
  const { window, css } = await loadParsers();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.localName === 'parsererror') return { kind: 'not-svg', reason: `it is not well-formed XML (${root.textContent.trim()})` };
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    const reason = `its root element is <${root.localName}>${root.namespaceURI === SVG_NS ? '' : ' outside the SVG namespace'}, not <svg xmlns="${SVG_NS}">`;
    return { kind: 'not-svg', reason };
  }
  // The XML declaration is no node; any other instruction (<?xml-stylesheet?>) tells the browser to fetch or do something.
  const instruction = document.createTreeWalker(document, window.NodeFilter.SHOW_PROCESSING_INSTRUCTION).nextNode();
  if (instruction !== null) return { kind: 'unsafe', reason: `<?${instruction.nodeName} …?> asks the browser to load something` };
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const reason = elementRefusal(css, element);
    if (reason !== undefined) return { kind: 'unsafe', reason };
  }
  return undefined;
}
