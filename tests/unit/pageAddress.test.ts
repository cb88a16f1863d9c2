// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAddress } from '../../src/engine/pageAddress.ts';

describe('pageAddress', () => {
  it('names a page by its own address from every form a host serves it at', () => {
    for (const form of ['/showcase', '/showcase/', '/showcase.html', '/showcase/index.html', '/showcase//']) expect(pageAddress(form), form).toBe('/showcase');
    expect(pageAddress('/funnels/northwind-coffee/cup/-/fruity.html')).toBe('/funnels/northwind-coffee/cup/-/fruity');
  });

  it('keeps the site’s own address, and a file’s name that is not a page', () => {
    for (const form of ['/', '/index.html', '//']) expect(pageAddress(form), form).toBe('/');
    expect(pageAddress('/downloads/cinnamon-recipe-ebook.pdf')).toBe('/downloads/cinnamon-recipe-ebook.pdf');
    expect(pageAddress('/404.html')).toBe('/404');
  });
});
