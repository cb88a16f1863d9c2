// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { funnelForecast } from '../../src/engine/forecast/funnelForecast.ts';
import { graphOf } from '../../src/engine/graphOf.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The portfolio's funnels, as `npm run forecast` without --site covers.
const funnels = loadProjectData(root).funnels;

/** `npm run forecast -- …args`, run from the project root as a person would. */
function forecast(...args: string[]) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'src/cli/forecast.ts'), ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run forecast', () => {
  it('prints one funnel as an aligned table: each step per 1,000, each way on with its share, the totals and its split test', () => {
    const { status, stdout } = forecast('skincare');
    expect(status).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('skincare · Lumière Glow Serum · 20,000 visitors a month');
    const header = lines.find((line) => line.startsWith('step'));
    const checkout = lines.find((line) => line.includes('CHECKOUT → thank-you'));
    expect(header).toMatch(/^step\s+per 1,000\s+way on\s+share\s+per 1,000$/);
    expect(checkout).toMatch(/^order\s+100\s+CHECKOUT → thank-you\s+47\.0%\s+47\.0$/);
    // Right-aligned: the share column ends where its header does.
    expect(checkout?.indexOf('47.0%') ?? 0).toBe((header?.indexOf('share') ?? 0) + 'share'.length - '47.0%'.length);
    expect(stdout).toContain('ticks bump cleanser');
    // While the test runs, the headline is the 50/50 blend (46.0 = (47.0 + 45.0) / 2), each variant's beside it.
    expect(stdout).toContain('the blend visitors get, by weight:\norders 46.0 per 1,000 · average order $74.79 · revenue $3.44 a visitor, $68,805 a month\n');
    expect(stdout).toMatch(/^ {2}control \(50%\)\s+orders 47\.0 per 1,000 · average order \$72\.44 · revenue \$3\.40 a visitor/m);
    expect(stdout).toMatch(/^ {2}b \(50%\)\s+orders 45\.0 per 1,000 · average order \$77\.24 · revenue \$3\.48 a visitor/m);
    expect(stdout).toMatch(/split test two-bottles-first on order, goal purchase:/);
    expect(stdout).toMatch(/b\s+50%\s+45\.0%\s+−4\.3%/);
    expect(stdout).not.toContain('medical');
  });

  it('prints a quiz: each answer’s share under its question, and each branch of the last answer with its condition and its part', () => {
    const { status, stdout } = forecast('northwind-coffee');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^brew\s+450\s+ANSWER \[a brew answer\] → taste\s+90\.0%\s+405$/m);
    expect(stdout).toMatch(/^\s+answers brew: cold-brew\s+20\.0%\s+81\.0$/m);
    // Cold brew (20% of 95% who answer) is caught first; the rest go by their highest score.
    expect(stdout).toMatch(/^cup\s+377\s+ANSWER \[brew is cold-brew\] → result-medium\s+19\.0%\s+71\.6$/m);
    expect(stdout).toMatch(/^\s+ANSWER \[light is highest\] → result-light\s+\d+\.\d%/m);
    expect(stdout).toMatch(/^\s+ANSWER \[otherwise\] → result-dark\s+\d+\.\d%/m);
  });

  it('with --json, gives every funnel’s numbers as the engine computes them', () => {
    const { status, stdout } = forecast('--json');
    expect(status).toBe(0);
    const expected = funnels.map((funnel) => (funnel.forecast === undefined ? undefined : funnelForecast(funnel, graphOf(createFunnelMachine(funnel)), funnel.forecast)));
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('names a funnel it does not know, with the nearest, and exits non-zero', () => {
    const { status, stdout, stderr } = forecast('skincar');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe('✗ no funnel "skincar" (did you mean "skincare"?); the funnels are: cinnamon, medical, northwind-coffee, plants, skincare, travel');
  });
});
