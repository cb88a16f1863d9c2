// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pages = ['README.md', ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** The text a reader sees, without fenced blocks and inline code, where a `](…)` is an example, not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** The anchors GitHub gives a page's headings: the heading as shown (no code marks, emphasis or link targets), slugged, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => slugger.slug(heading.replace(/^#+ /, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, ''))));
}

/** Every link of a page to a file of this repository, as written: `target#anchor`. */
function localLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the README’s and docs/’ links', () => {
  it.each(pages)('%s: every link to a file here finds it, and every #anchor a heading', (page) => {
    const broken: string[] = [];
    for (const link of localLinks(readFileSync(path.join(root, page), 'utf8'))) {
      const [target = '', anchor] = link.split('#');
      const file = target === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), decodeURI(target));
      if (!existsSync(file)) broken.push(`${link}: no such file`);
      else if (anchor !== undefined && statSync(file).isFile() && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) {
        broken.push(`${link}: no heading with that anchor`);
      }
    }
    expect(broken).toEqual([]);
  });
});
