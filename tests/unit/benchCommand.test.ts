// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchCommand } from '../../bench/benchCommand.ts';
import { benchKinds } from '../../bench/benchKinds.ts';
import { Cleanup } from '../../bench/cleanup.ts';
import { pickKind } from '../../bench/pickKind.ts';

/** `npm run bench -- <argv>` as far as it goes without measuring: its exit code and what it wrote where. */
async function bench(argv: string[]) {
  const written = { out: [] as string[], err: [] as string[] };
  const code = await benchCommand(argv, new Cleanup(), { out: (text) => written.out.push(text), err: (text) => written.err.push(text) });
  return { code, out: written.out.join('\n'), err: written.err.join('\n') };
}

const names = benchKinds.map((kind) => kind.name);

describe('npm run bench', () => {
  it('lists every kind with --help, one line each: what it measures and when to choose it', async () => {
    const { code, out, err } = await bench(['--help']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const lines = out.split('\n');
    for (const name of names) {
      const line = lines.filter((text) => text.trimStart().startsWith(`${name} `));
      expect(line, name).toHaveLength(1);
      expect(line[0]).toMatch(/\S; choose it \S/);
    }
    expect(names).toEqual(['lighthouse', 'paired', 'first-visit', 'tap', 'tasks', 'eval', 'visitor', 'images', 'svg-cost', 'observed']);
  });

  it('refuses a word that is no kind in one sentence, and lists the kinds', async () => {
    const { code, out, err } = await bench(['taps', '--runs', '1']);
    expect(code).toBe(2);
    expect(out).toBe('');
    const [sentence, ...rest] = err.split('\n');
    expect(sentence).toBe(`"taps" is no kind of bench (did you mean "tap"?): npm run bench -- <kind> [options] takes one of ${names.join(', ')}.`);
    for (const name of names) expect(rest.join('\n')).toContain(`  ${name} `);
    expect((await bench(['bench:tap'])).err).toMatch(/^"bench:tap" is no kind of bench/);
  });

  it('runs Lighthouse when no kind is named, with every word as its option', () => {
    expect(pickKind([])).toMatchObject({ kind: { name: 'lighthouse' }, args: [] });
    expect(pickKind(['--host', 'pages', '--no-build'])).toMatchObject({ kind: { name: 'lighthouse' }, args: ['--host', 'pages', '--no-build'] });
    expect(pickKind(['lighthouse', '--runs', '1'])).toMatchObject({ kind: { name: 'lighthouse' }, args: ['--runs', '1'] });
  });

  it.each(names)('routes %s to its own bench: its options with --help, its refusal of one it lacks', async (name) => {
    const help = await bench([name, '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(new RegExp(`^Usage: npm run bench -- \\[?${name}\\]? `));
    const refused = await bench([name, '--no-such-option']);
    expect(refused.code).toBe(2);
    expect(refused.err.split('\n')[0]).toBe(`bench ${name} has no option --no-such-option`);
    expect(refused.err).toContain(help.out);
  });

  it('refuses a bad value before it measures anything, with the kind’s options', async () => {
    const lighthouse = await bench(['--runs', '0']);
    expect(lighthouse).toMatchObject({ code: 2, out: '' });
    expect(lighthouse.err).toMatch(/^--runs must be a whole number of at least 1, not "0"\n\nUsage: npm run bench -- \[lighthouse\]/);
    const tap = await bench(['tap', '--no-build']);
    expect(tap.err.split('\n')[0]).toBe('bench tap takes no --no-build: it never builds, it measures the build on disk (run npm run build first, or give --dir)');
    expect((await bench(['paired'])).err.split('\n')[0]).toBe('--before is required');
  });
});
