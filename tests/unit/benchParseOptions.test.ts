// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRoutes, parseOptions } from '../../bench/parseOptions.ts';

describe('parseOptions', () => {
  it('builds and measures the five routes three times by default', () => {
    expect(parseOptions([])).toEqual({ runs: 3, routes: defaultRoutes, build: true, out: 'bench/RESULTS.md', help: false });
  });

  it('reads every option', () => {
    expect(parseOptions(['--runs', '1', '--routes', '/, /showcase', '--no-build', '--out', 'x.md'])).toMatchObject({
      runs: 1,
      routes: ['/', '/showcase'],
      build: false,
      out: 'x.md',
    });
  });

  it('neither builds nor serves for --url, and builds into --dir unless told not to', () => {
    expect(parseOptions(['--url', 'http://127.0.0.1:4394/'])).toMatchObject({ url: 'http://127.0.0.1:4394', build: false });
    expect(parseOptions(['--dir', 'dist-bench'])).toMatchObject({ dir: 'dist-bench', build: true });
    expect(parseOptions(['--dir', 'dist-bench', '--no-build'])).toMatchObject({ dir: 'dist-bench', build: false });
  });

  it('refuses what it cannot mean', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--routes', 'showcase'])).toThrow(/starts with "\/"/);
    expect(() => parseOptions(['--url', 'localhost:4394'])).toThrow(/--url/);
    expect(() => parseOptions(['--url', 'http://a', '--dir', 'b'])).toThrow(/exclude/);
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});
