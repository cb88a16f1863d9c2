// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { funnelsNamed, parseTapOptions } from '../../bench/parseTapOptions.ts';

describe('parseTapOptions', () => {
  it('walks every funnel of dist/ five times at 4× by default', () => {
    expect(parseTapOptions([])).toEqual({ dir: 'dist', runs: 5, cpu: 4 });
  });

  it('reads every option', () => {
    expect(parseTapOptions(['--dir', '/tmp/before', '--runs', '1', '--cpu', '6', '--funnels', 'skincare, northwind-coffee,skincare'])).toEqual({
      dir: '/tmp/before',
      runs: 1,
      cpu: 6,
      funnels: ['skincare', 'northwind-coffee'],
    });
    expect(parseTapOptions(['--cpu', '2.5'])).toMatchObject({ cpu: 2.5 });
  });

  it('refuses what it cannot mean in one sentence each', () => {
    const refusal = (argv: string[]) => {
      try {
        parseTapOptions(argv);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      throw new Error(`${argv.join(' ')} was taken`);
    };
    expect(refusal(['--no-build'])).toBe(
      'bench tap takes no --no-build: it never builds, it measures the build on disk (run npm run build first, or give --dir)',
    );
    expect(refusal(['--fast'])).toBe('bench tap has no option --fast');
    expect(refusal(['--runs', 'abc'])).toBe('--runs must be a whole number of at least 1, not "abc"');
    expect(refusal(['--runs', '0'])).toMatch(/--runs/);
    expect(refusal(['--cpu', '0'])).toBe('--cpu must be a CPU slowdown multiplier of at least 1, not "0"');
    expect(refusal(['--cpu', 'Infinity'])).toMatch(/--cpu/);
    expect(refusal(['--cpu', ''])).toMatch(/--cpu/);
    expect(refusal(['--funnels', ' , '])).toBe('--funnels lists no funnel');
    expect(refusal(['--dir', ''])).toMatch(/--dir/);
    expect(refusal(['--runs'])).toMatch(/--runs/);
    expect(refusal(['dist'])).toMatch(/'dist'/);
    for (const argv of [['--no-build'], ['--runs', 'abc'], ['--cpu', '0'], ['--fast']]) expect(refusal(argv)).not.toMatch(/\n|\bat .*\.ts:/);
  });
});

describe('funnelsNamed', () => {
  const funnels = [{ slug: 'cinnamon' }, { slug: 'medical' }, { slug: 'skincare' }];

  it('keeps every funnel without --funnels, and those named, in the order of funnels/', () => {
    expect(funnelsNamed(funnels, undefined)).toEqual(funnels);
    expect(funnelsNamed(funnels, ['skincare', 'cinnamon'])).toEqual([{ slug: 'cinnamon' }, { slug: 'skincare' }]);
  });

  it('names a funnel it does not know, and the ones it does', () => {
    expect(() => funnelsNamed(funnels, ['nosuch'])).toThrow('--funnels names no funnel "nosuch": funnels/ has cinnamon, medical, skincare');
  });
});
