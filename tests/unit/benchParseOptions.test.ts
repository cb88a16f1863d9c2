// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../bench/parseOptions.ts';

describe('parseOptions', () => {
  it('builds and measures every route of the build three times by default', () => {
    expect(parseOptions([])).toEqual({ runs: 3, build: true, out: 'bench/RESULTS.md', section: 'Latest run', help: false });
  });

  it('reads every option', () => {
    expect(
      parseOptions(['--runs', '1', '--routes', '/, /showcase', '--no-build', '--out', 'x.md', '--section', 'After (main at abc1234)']),
    ).toMatchObject({ runs: 1, routes: ['/', '/showcase'], build: false, out: 'x.md', section: 'After (main at abc1234)' });
  });

  it('neither builds nor serves for --url, and builds into --dir unless told not to', () => {
    expect(parseOptions(['--url', 'http://127.0.0.1:4394/'])).toMatchObject({ url: 'http://127.0.0.1:4394', build: false });
    expect(parseOptions(['--dir', 'dist-bench'])).toMatchObject({ dir: 'dist-bench', build: true });
    expect(parseOptions(['--dir', '/work/bench-before-dist', '--no-build'])).toMatchObject({ dir: '/work/bench-before-dist', build: false });
  });

  it('refuses what it cannot mean', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--routes', 'showcase'])).toThrow(/starts with "\/"/);
    expect(() => parseOptions(['--url', 'localhost:4394'])).toThrow(/--url/);
    expect(() => parseOptions(['--url', 'http://a', '--dir', 'b'])).toThrow(/exclude/);
    expect(() => parseOptions(['--section', ' '])).toThrow(/--section/);
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});
