// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pairedTable, performanceChange, type PairedCell } from '../../bench/pairedTable.ts';

const run = (performance: number, tbtMs: number, benchmarkIndex = 1200) => ({ performance, tbtMs, benchmarkIndex });

const cell = (slowdown: number, before: number[], after: number[]): PairedCell => ({
  slowdown,
  before: before.map((performance) => run(performance, (100 - performance) * 10)),
  after: after.map((performance) => run(performance, (100 - performance) * 10)),
});

describe('pairedTable', () => {
  it('gives each route its median before → after and the change, worse as negative', () => {
    const table = pairedTable([{ route: '/', cells: [cell(4, [98, 95, 97], [94, 96, 93])] }], [4], 2);
    expect(table).toContain('| `/` | 97 → 94 (-3) | 30 → 60 | 1200 |');
    expect(performanceChange(cell(4, [90, 92], [95, 96]))).toBe(4.5);
  });

  it('counts, per slowdown, the routes that moved by more than the tolerance each way', () => {
    const table = pairedTable(
      [
        { route: '/a', cells: [cell(4, [100], [97]), cell(6, [98], [98])] },
        { route: '/b', cells: [cell(4, [96], [99]), cell(6, [90], [89])] },
        { route: '/c', cells: [cell(4, [99], [98]), cell(6, [95], [92])] },
      ],
      [4, 6],
      2,
    );
    expect(table).toContain('- At 4×: median change -1 points over 3 routes; 1 worse and 1 better by more than 2.');
    expect(table).toContain('- At 6×: median change -1 points over 3 routes; 1 worse and 0 better by more than 2.');
  });

  it('shows a route the build before lacks as after only, and leaves it out of the counts', () => {
    const table = pairedTable(
      [
        { route: '/privacy', cells: [], afterOnly: [cell(4, [], [99, 100, 100])] },
        { route: '/', cells: [cell(4, [100], [100])] },
      ],
      [4],
      2,
    );
    expect(table).toContain('| `/privacy` | (after only) 100 | (after only) 0 | 1200 |');
    expect(table).toContain('over 1 routes; 0 worse and 0 better');
  });
});
