// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { svgRewrites } from '../../bench/svgRewrites.ts';

const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg"><g font-family="Inter, Arial, sans-serif">',
  '<rect width="10" height="10"/>',
  '<text x="1" y="2" font-size="13" font-weight="800">Hi</text>',
  '<text x="1" y="4" font-size="21" font-weight="600" font-style="italic">A <tspan fill="red">b</tspan> c</text>',
  '</g></svg>',
].join('');

const rewrite = (name: string) => {
  const found = svgRewrites.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no rewrite ${name}`);
  return found.rewrite(svg);
};

describe('the lettering rewrites the svg-cost bench can try', () => {
  it('puts every size on the type scale and every weight on 600 or 700', () => {
    const out = rewrite('scale');
    expect(out).toContain('font-size="12" font-weight="700">Hi');
    expect(out).toContain('font-size="20" font-weight="600" font-style="italic"');
  });

  it('draws all text in one generic family, or in one size and weight', () => {
    expect(rewrite('family')).toContain('font-family="sans-serif"');
    const one = rewrite('one-font');
    expect(one.match(/font-size="12"/g)).toHaveLength(2);
    expect(one).not.toMatch(/font-weight|font-style/);
  });

  it('takes the text out, spans and all, and leaves the shapes', () => {
    const out = rewrite('no-text');
    expect(out).not.toContain('<text');
    expect(out).not.toContain('tspan');
    expect(out).toContain('<rect width="10" height="10"/>');
  });
});
