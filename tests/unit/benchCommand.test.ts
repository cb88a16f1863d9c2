// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

const root = path.resolve(import.meta.dirname, '../..');

/** Every `npm run bench …` command the README, docs/ and bench/RESULTS.md give, in code, up to a comment or the next command. */
function documentedCommands(): { file: string; command: string }[] {
  const files = ['README.md', 'bench/RESULTS.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const blocks = [...text.matchAll(/^```[a-z]*\n([\s\S]*?)^```/gm)].flatMap(([, block = '']) => block.split('\n'));
    const spans = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`([^`]*)`/g)].map(([, span = '']) => span.replace(/\n/g, ' '));
    const commands = [...blocks, ...spans].flatMap((code) => [...code.matchAll(/npm run bench\b[^#&;|`]*/g)].map(([command]) => command.trim()));
    return [...new Set(commands)].map((command) => ({ file, command }));
  });
}

/** A command's words after `--`, as a shell splits them (double quotes hold a word together). */
const words = (command: string) => [...command.replace(/^npm run bench( --)?/, '').matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, word]) => quoted ?? word ?? '');

describe('the bench commands the docs give', () => {
  const commands = documentedCommands();

  it('are found, every kind among them', () => {
    expect(commands.length).toBeGreaterThan(40);
    const kindOf = (command: string) => {
      const picked = pickKind(words(command));
      return 'kind' in picked ? picked.kind.name : undefined;
    };
    for (const name of names) expect(commands.some(({ command }) => kindOf(command) === name), name).toBe(true);
  });

  it('are taken as written, kind and options (those with a placeholder, <dir> or …, aside)', () => {
    const refused = commands
      .filter(({ command }) => !/[<[…$]/.test(command))
      .flatMap(({ file, command }) => {
        const picked = pickKind(words(command));
        if (!('kind' in picked)) return 'list' in picked ? [] : [`${file}: ${command}: ${picked.refusal}`];
        try {
          picked.kind.kind.parse(picked.args);
          return [];
        } catch (error) {
          return [`${file}: ${command}: ${error instanceof Error ? error.message : String(error)}`];
        }
      });
    expect(refused).toEqual([]);
  });

  it('include, in docs/performance.md, a table of every kind with what it answers and an example', () => {
    const page = readFileSync(path.join(root, 'docs/performance.md'), 'utf8');
    const section = page.slice(page.indexOf('## Which bench'), page.indexOf('\n## ', page.indexOf('## Which bench') + 1));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => /^\| `([a-z-]+)`/.exec(row)?.[1])).toEqual(names);
    for (const row of rows) expect(row).toMatch(/\| `npm run bench -- [^`]+` \|$/);
  });
});
