// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../bench/parseOptions.ts';

describe('parseOptions', () => {
  it('builds and measures every route of the build three times by default', () => {
    expect(parseOptions([])).toEqual({
      runs: 3,
      build: true,
      out: 'bench/RESULTS.md',
      section: 'Latest run',
      host: 'bench',
      slowdowns: [4, 6],
      scriptsCheck: true,
    });
  });

  it('reads every option', () => {
    expect(
      parseOptions(['--runs', '1', '--routes', '/, /showcase', '--no-build', '--out', 'x.md', '--section', 'After (main at abc1234)']),
    ).toMatchObject({ runs: 1, routes: ['/', '/showcase'], build: false, out: 'x.md', section: 'After (main at abc1234)' });
  });

  it('takes the CPU slowdowns as a list, in order, each once, and can skip the scripts check', () => {
    expect(parseOptions(['--slowdowns', '6, 4,8,4'])).toMatchObject({ slowdowns: [4, 6, 8] });
    expect(parseOptions(['--slowdowns', '4'])).toMatchObject({ slowdowns: [4] });
    expect(parseOptions(['--slowdowns', '4,2.5'])).toMatchObject({ slowdowns: [2.5, 4] });
    expect(parseOptions(['--no-scripts-check'])).toMatchObject({ scriptsCheck: false, slowdowns: [4, 6] });
  });

  it('neither builds nor serves for --url, and builds into --dir unless told not to', () => {
    expect(parseOptions(['--url', 'http://127.0.0.1:4394/'])).toMatchObject({ url: 'http://127.0.0.1:4394', build: false });
    expect(parseOptions(['--dir', 'dist-bench'])).toMatchObject({ dir: 'dist-bench', build: true });
    expect(parseOptions(['--dir', '/work/bench-before-dist', '--no-build'])).toMatchObject({ dir: '/work/bench-before-dist', build: false });
  });

  it('serves the build with the host --host names: the bench’s own, Cloudflare Pages in wrangler, or plain nginx', () => {
    expect(parseOptions(['--host', 'pages'])).toMatchObject({ host: 'pages', build: true });
    expect(parseOptions(['--host', 'plain', '--no-build'])).toMatchObject({ host: 'plain', build: false });
    expect(() => parseOptions(['--host', 'netlify'])).toThrow('--host is one of bench, pages, plain, not "netlify"');
    expect(() => parseOptions(['--host', 'pages', '--url', 'http://a'])).toThrow(/exclude/);
  });

  it('refuses what it cannot mean', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--routes', 'showcase'])).toThrow(/starts with "\/"/);
    expect(() => parseOptions(['--url', 'localhost:4394'])).toThrow(/--url/);
    expect(() => parseOptions(['--url', 'http://a', '--dir', 'b'])).toThrow(/exclude/);
    expect(() => parseOptions(['--section', ' '])).toThrow(/--section/);
    expect(() => parseOptions(['--fast'])).toThrow('bench lighthouse has no option --fast');
    expect(() => parseOptions(['--slowdowns', '6'])).toThrow(/must include 4/);
    expect(() => parseOptions(['--slowdowns', '4,0.5'])).toThrow(/at least 1, not "0.5"/);
    expect(() => parseOptions(['--slowdowns', '4,six'])).toThrow(/not "six"/);
    expect(() => parseOptions(['--slowdowns', '4,Infinity'])).toThrow(/not "Infinity"/);
    expect(() => parseOptions(['--slowdowns', ','])).toThrow(/must include 4/);
  });
});
