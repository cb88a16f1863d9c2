import type { DOMPurify } from 'dompurify';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { cssRefusal, isLocalReference, type CssContext, type CssTree } from './cssRefusal.ts';
import { svgCostFindings } from './svgCostFindings.ts';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, PRESENTATION_ATTRIBUTES } from './svgAllowList.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export type SvgRefusal = { kind: 'not-svg' | 'unsafe'; reason: string };

/** How many reasons a refusal spells out; the rest are counted. */
const REASONS_SHOWN = 5;

interface Tools {
  document: Document;
  purify: DOMPurify;
  css: CssTree;
}
let tools: Promise<Tools> | undefined;

/**
 * jsdom (a DOM for DOMPurify to walk), DOMPurify and css-tree, loaded with the first SVG: the dev server
 * loads this module at every start (through the studio), and `npm run check` only once it has SVGs to read.
 */
function loadTools(): Promise<Tools> {
  // One after the other: Vitest's module runner can fail two CommonJS trees loaded at once.
  tools ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const { default: createDOMPurify } = await import('dompurify');
    const css = await import('css-tree');
    const { window } = new JSDOM('');
    return { document: window.document, purify: createDOMPurify(window), css };
  })();
  return tools;
}

/**
 * CSS verdicts already reached, by context and text: a drawing repeats the same few values thousands of
 * times (`fill="#fff"`), and parsing each again was most of the rule's time over the site's 59 drawings.
 */
const cssVerdicts = new Map<string, string | undefined>();
const MAX_CSS_VERDICTS = 20_000;

/** The parse stops here: what was found makes the rest of the file unreadable or not worth reading. */
class Stop extends Error {
  constructor(readonly refusal: SvgRefusal) {
    super(refusal.reason);
  }
}

/** What the XML parser itself refused: the file is not well-formed. */
class NotWellFormed extends Error {}

interface Finding {
  line: number;
  reason: string;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** A value as a reason quotes it: control characters shown (a tab hidden in `java\tscript:` is the point), long ones cut. */
function shortValue(value: string): string {
  const named: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  const shown = Array.from(value, (character) => (character.charCodeAt(0) < 0x20 ? (named[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`) : character)).join('');
  return shown.length > 60 ? `${shown.slice(0, 57)}…` : shown;
}

/** Whether a `<!DOCTYPE>`'s text (as saxes hands it over, raw) holds an internal subset: a `[` outside its quoted literals. */
function hasInternalSubset(doctype: string): boolean {
  let quote: string | undefined;
  for (const character of doctype) {
    if (quote !== undefined) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '[') return true;
  }
  return false;
}

/** Why an element of the SVG namespace that is not on the list is refused, in words. */
function elementReason(name: string): string {
  if (name === 'script') return '<script> runs a script';
  if (name === 'foreignObject') return '<foreignObject> embeds a web page’s content (HTML) in the picture';
  if (/^(animate|animateColor|animateMotion|animateTransform|set|discard)$/.test(name)) {
    return `<${name}> is an animation, which can set another attribute, a link’s address or a handler, to a script; no picture here moves`;
  }
  if (name === 'a') return '<a> is a link; a picture here links nowhere';
  if (name === 'image' || name === 'feImage') return `<${name}> draws another file into the picture`;
  return `<${name}> is not one of the elements a picture here is drawn with (docs/artwork.md lists them)`;
}

/** Why an attribute is refused, in words: `name` as the check reads it (`xlink:href`, whatever prefix the file used). */
function attributeReason(name: string, value: string, element: string): string {
  if (/^on/i.test(name)) return `${name}="…" on <${element}> is an event handler (a script)`;
  if (ALLOWED_ATTRIBUTES.has(name)) return `${name}="${shortValue(value)}" on <${element}> is refused by DOMPurify, which reads its value as an address or markup`;
  return `${name} on <${element}> is not one of the attributes a picture here uses (docs/artwork.md lists them)`;
}

/** Why an `href` to something other than a local `#id` is refused. */
function addressReason(name: string, value: string, element: string): string {
  const scheme = /^[\t\n\f\r ]*([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\t\n\r]/g, ''))?.[1]?.toLowerCase();
  const what =
    scheme === 'javascript' ? 'is a javascript: address, which runs a script when followed' : scheme === 'data' ? 'is a data: address, a whole file inside the picture' : 'refers to a file outside this picture';
  return `${name}="${shortValue(value)}" on <${element}> ${what}; only a local #id may be named`;
}

/**
 * Why an SVG may not be served from the site's own origin, or undefined when it may. Opened by itself (a
 * visitor's new tab, the full-screen viewer's link) an SVG is a document of the site: a script in it runs
 * with the site's rights, and a reference to another file fetches from elsewhere. So a picture is taken only
 * when it is made of what a drawing needs, the lists in svgAllowList.ts, and refers to nothing but its own
 * `#id`s. An allow-list, not a search for dangers: what is not on it is refused, however it is disguised.
 *
 * 1. saxes, a strict, namespace-aware XML parser (jsdom's own), reads the text once, as a browser's XML parser
 *    does: a `<!DOCTYPE>` with an internal subset is refused from its raw text, before anything in the body
 *    (a browser expands its entities into markup, which jsdom and saxes leave as text); a processing
 *    instruction, an XML version or encoding other than 1.0 and UTF-8, and more than MAX_SVG_DEPTH levels or
 *    MAX_SVG_ELEMENTS elements are refused as they come.
 * 2. From what it reads a copy is built in which every name is resolved by its namespace's URI, never by the
 *    prefix the file happened to bind (`y:href` with `y` bound to xlink is `xlink:href`; an element of any
 *    namespace but SVG's is refused). Every `href` must name a local `#id`, and every piece of CSS (a
 *    `<style>`, a `style`, a presentation attribute's value) is held to the CSS rule (cssRefusal.ts).
 * 3. DOMPurify, the kept sanitiser, walks that copy with the allow-list as its ALLOWED_TAGS and ALLOWED_ATTR:
 *    whatever it removes (DOMPurify.removed) is a reason to refuse the file.
 * 4. What is left must be cheap to draw (svgCostFindings.ts): its shapes after `<use>`, no `<use>` leading back
 *    to itself, and its filters' costly parameters within the limits of svgCostLimits.ts.
 *
 * Every reason found is given, in the file's order, with its line.
 */
export async function svgRefusal(text: string): Promise<SvgRefusal | undefined> {
  const { document, purify, css } = await loadTools();
  const copy = document.implementation.createDocument(SVG_NS, null, null);
  const findings: Finding[] = [];
  /** Each element of the copy's line in the file, for the reasons DOMPurify's removals give. */
  const lines = new WeakMap<Node, number>();
  /** The attributes of each element already refused here, which DOMPurify may remove too: one reason each. */
  const reported = new WeakMap<Element, Set<string>>();
  const parser = new SaxesParser({ xmlns: true, forceXMLVersion: true, defaultXMLVersion: '1.0' });
  const line = () => parser.line;
  const find = (reason: string, at = line()) => findings.push({ line: at, reason });
  /** The copy's open elements; null inside an element that is not copied (of another namespace). */
  const open: (Element | null)[] = [];
  let elements = 0;
  let root: Element | undefined;

  const checkCss = (source: string, context: CssContext, where: string) => {
    const key = `${context}\0${source}`;
    if (!cssVerdicts.has(key)) {
      if (cssVerdicts.size >= MAX_CSS_VERDICTS) cssVerdicts.clear();
      cssVerdicts.set(key, cssRefusal(css, source, context));
    }
    const refusal = cssVerdicts.get(key);
    if (refusal !== undefined) find(`${where}: ${refusal}`);
  };

  parser.on('error', (error) => {
    throw new NotWellFormed(error.message);
  });
  parser.on('xmldecl', ({ version, encoding }) => {
    if (version !== undefined && version !== '1.0') find(`its XML declaration says XML ${version}; a picture here is XML 1.0, read as browsers read it`);
    if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') {
      find(`its XML declaration says it is encoded in ${encoding}; a picture here is UTF-8, which is how this check reads it (a browser would read its bytes as ${encoding})`);
    }
  });
  parser.on('doctype', (doctype) => {
    if (hasInternalSubset(doctype)) {
      const reason = `its <!DOCTYPE> declares entities or other definitions of its own (an internal subset, line ${String(line())}), which a browser expands into the drawing unseen by a check that does not; a picture needs none`;
      throw new Stop({ kind: 'unsafe', reason });
    }
  });
  parser.on('processinginstruction', ({ target }) => {
    find(`<?${target} …?> is a processing instruction, which asks the browser to load or do something; a picture needs none`);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    elements++;
    if (elements > MAX_SVG_ELEMENTS) throw new Stop({ kind: 'unsafe', reason: `it holds more than ${MAX_SVG_ELEMENTS.toLocaleString('en')} elements; a picture here needs far fewer` });
    if (open.length + 1 > MAX_SVG_DEPTH) throw new Stop({ kind: 'unsafe', reason: `its elements nest more than ${String(MAX_SVG_DEPTH)} deep (line ${String(line())}); a picture here needs far fewer` });
    if (root === undefined && (tag.local !== 'svg' || tag.uri !== SVG_NS)) {
      throw new Stop({ kind: 'not-svg', reason: `its root element is <${tag.name}>${tag.uri === SVG_NS ? '' : ' outside the SVG namespace'}, not <svg xmlns="${SVG_NS}">` });
    }
    const parent = open.at(-1);
    if (parent === null) {
      open.push(null);
      return;
    }
    if (tag.uri !== SVG_NS) {
      find(
        tag.uri === XHTML_NS
          ? `<${tag.local}> is an HTML element, which runs scripts and loads files as a web page does; a picture is drawn in SVG alone`
          : `<${tag.name}> is in the namespace ${tag.uri === '' ? '(none)' : tag.uri}, not SVG’s; a picture is drawn in SVG alone`,
      );
      open.push(null);
      return;
    }
    const element = copy.createElementNS(SVG_NS, tag.local);
    lines.set(element, line());
    if (parent?.localName === 'style') find(`<${tag.local}> inside <style>: a style element holds CSS text alone`);
    for (const attribute of Object.values(tag.attributes)) {
      const { uri, local, value } = attribute;
      if (uri === XMLNS_NS) continue; // a namespace declaration: bookkeeping, resolved above
      const name = uri === '' ? local : uri === XLINK_NS ? `xlink:${local}` : uri === XML_NS ? `xml:${local}` : undefined;
      if (name === undefined) {
        find(`${attribute.name} on <${tag.local}> is in the namespace ${uri}, not SVG’s; a picture is drawn in SVG alone`);
        continue;
      }
      element.setAttributeNS(uri === '' ? null : uri, name, value);
      const before = findings.length;
      if (local.toLowerCase() === 'href' && (uri === '' || uri === XLINK_NS) && !isLocalReference(value)) find(addressReason(name, value, tag.local));
      else if (name === 'style') checkCss(value, 'declarationList', `style="…" on <${tag.local}>`);
      else if (PRESENTATION_ATTRIBUTES.has(name)) checkCss(value, 'value', `${name}="…" on <${tag.local}>`);
      if (findings.length > before) reported.set(element, (reported.get(element) ?? new Set()).add(name));
    }
    if (parent === undefined) {
      root = element;
      copy.appendChild(element);
    } else parent.appendChild(element);
    open.push(element);
  });
  const addText = (data: string) => {
    const parent = open.at(-1);
    if (parent) parent.appendChild(copy.createTextNode(data));
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = open.pop();
    if (element?.localName === 'style') {
      const sheet = [...element.childNodes].map((node) => (node.nodeType === node.TEXT_NODE ? (node.nodeValue ?? '') : '')).join('');
      checkCss(sheet, 'stylesheet', '<style>');
    }
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Stop) return error.refusal;
    if (error instanceof NotWellFormed) return { kind: 'not-svg', reason: `it is not well-formed XML (${error.message})` };
    throw error;
  }
  if (root === undefined) return { kind: 'not-svg', reason: 'it holds no element' };

  const walked = purify.sanitize(root, {
    IN_PLACE: true,
    // Names as XML writes them, case and all: `onLoad` is no handler in an SVG document, and no name on the list either.
    PARSER_MEDIA_TYPE: 'application/xhtml+xml',
    ALLOWED_TAGS: [...ALLOWED_ELEMENTS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
    // Words, not addresses: an accessible name may well hold "Step 1: sign in".
    ADD_URI_SAFE_ATTR: ['aria-label'],
    // DOM clobbering needs a script of the page reading `document.<id>`; a picture is a document of its own with
    // none, shown by <img> (never inlined), so an id such as "title" or "images" is only an id.
    SANITIZE_DOM: false,
  });
  // DOMPurify falls back to sanitising a string of a node it does not take for one (a node of another realm,
  // CVE-2026-65904) and removes nothing from it: never taken as a clean walk.
  if (walked !== root) throw new Error('DOMPurify did not walk the copy of the picture');
  for (const removed of purify.removed) {
    if ('element' in removed) {
      if (isElement(removed.element)) find(elementReason(removed.element.localName), lines.get(removed.element));
    } else if (removed.attribute !== null && isElement(removed.from) && reported.get(removed.from)?.has(removed.attribute.name) !== true) {
      find(attributeReason(removed.attribute.name, removed.attribute.value, removed.from.localName), lines.get(removed.from));
    }
  }
  // What it would cost to draw: read from what the allow-list leaves, so a removed element counts for nothing.
  findings.push(...svgCostFindings(root, (element) => lines.get(element) ?? 1).findings);
  if (findings.length === 0) return undefined;

  const seen = new Set<string>();
  const reasons = findings
    .map((finding, order) => ({ ...finding, order }))
    .sort((a, b) => a.line - b.line || a.order - b.order)
    .map(({ line: at, reason }) => `${reason} (line ${String(at)})`)
    .filter((reason) => !seen.has(reason) && seen.add(reason));
  const more = reasons.length - REASONS_SHOWN;
  return { kind: 'unsafe', reason: [...reasons.slice(0, REASONS_SHOWN), ...(more > 0 ? [`and ${String(more)} more`] : [])].join('; ') };
}
