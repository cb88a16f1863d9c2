// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../bench/acceptEncoding.ts';
import { headersFor, parseHeadersFile } from '../../bench/hostHeaders.ts';

const file = `# security for every page
/*
  X-Frame-Options: DENY
  Link: </a.css>; rel=preload
  Link: </b.css>; rel=preload

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/funnels/:slug/order
  X-Frame-Options: SAMEORIGIN
https://mayaokafor.design/showcase
  X-Showcase: yes
`;

describe('parseHeadersFile / headersFor', () => {
  const rules = parseHeadersFile(file);
  const headers = (pathname: string) => Object.fromEntries([...headersFor(rules, pathname).values()]);

  it('applies a splat rule to every path, the root included', () => {
    expect(headers('/')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a.css>; rel=preload, </b.css>; rel=preload' });
    expect(headers('/a/b/c.js')['X-Frame-Options']).toBe('DENY');
  });

  it('adds the headers of every matching rule, a later rule replacing an earlier one of the same name', () => {
    expect(headers('/assets/x-12345678.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headers('/funnels/skincare/order')['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers('/funnels/skincare/order/more')['X-Frame-Options']).toBe('DENY');
    expect(headers('/funnels/skincare')['Cache-Control']).toBeUndefined();
  });

  it('takes a header off with Cloudflare’s `! Name`, whichever matching rule gave it, and nowhere else', () => {
    const detaching = parseHeadersFile(`${file}\n/*.js\n  ! X-Frame-Options\n  ! link\n`);
    const of = (pathname: string) => Object.fromEntries([...headersFor(detaching, pathname).values()]);
    expect(of('/assets/x-12345678.js')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(of('/funnels/skincare/order.js')['X-Frame-Options']).toBeUndefined();
    expect(of('/funnels/skincare/order')['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(of('/')['X-Frame-Options']).toBe('DENY');
  });

  it('matches an absolute URL pattern by its path, and dots literally', () => {
    expect(headers('/showcase')['X-Showcase']).toBe('yes');
    expect(headers('/showcase/x')['X-Showcase']).toBeUndefined();
    const dotted = parseHeadersFile('/a.txt\n  X-A: 1\n');
    expect(headersFor(dotted, '/abtxt').size).toBe(0);
    expect(headersFor(dotted, '/a.txt').size).toBe(1);
  });

  it('names the file and line of a header with no URL pattern above it', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n', 'dist/_headers')).toThrow(/dist\/_headers:1: expected "Name: value"/);
    expect(() => parseHeadersFile('/*\n  no colon here\n', 'dist/_headers')).toThrow(/dist\/_headers:2/);
    expect(() => parseHeadersFile('assets/*\n', 'dist/_headers')).toThrow(/dist\/_headers:1: a URL pattern starts with "\/"/);
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, falls back to gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
