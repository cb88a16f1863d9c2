import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { forecastFunnel } from '../../src/engine/forecast/forecastFunnel.ts';
import { funnelForecast } from '../../src/engine/forecast/funnelForecast.ts';
import { visitorsPerVariant } from '../../src/engine/forecast/sampleSize.ts';
import { solveLinear } from '../../src/engine/forecast/solveLinear.ts';
import { splitTestNumbers } from '../../src/engine/forecast/splitTestNumbers.ts';
import { machineGraph } from '../../src/engine/machineGraph.ts';

const fixtures = loadFunnels(path.resolve(import.meta.dirname, '../fixtures/forecast/funnels'), 'forecast');

function fixture(slug: string): Funnel {
  const funnel = fixtures.data.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`no fixture ${slug}: ${fixtures.errors.join('; ')}`);
  return funnel;
}

/** The forecast of a fixture, read from its machine as the site reads it. */
function numbersOf(slug: string) {
  const funnel = fixture(slug);
  if (funnel.forecast === undefined) throw new Error(`${slug} has no forecast`);
  const input = { funnel, graph: machineGraph(createFunnelMachine(funnel)), forecast: funnel.forecast };
  return { input, numbers: forecastFunnel(input) };
}

const visitsOf = (numbers: ReturnType<typeof forecastFunnel>, step: string) => numbers.steps.find((candidate) => candidate.step === step)?.visits;

describe('the forecast, worked by hand on small funnels', () => {
  it('a chain: half go on, 40% of those buy a $30 kit, so 200 orders per 1,000 and $6 a visitor', () => {
    const { numbers } = numbersOf('chain');
    expect(visitsOf(numbers, 'landing')).toBeCloseTo(1, 12);
    expect(visitsOf(numbers, 'middle')).toBeCloseTo(0.5, 12);
    expect(visitsOf(numbers, 'thank-you')).toBeCloseTo(0.2, 12);
    expect(numbers.orders).toBeCloseTo(0.2, 12);
    expect(numbers.averageOrderValue).toBeCloseTo(30, 10);
    expect(numbers.revenuePerVisitor).toBeCloseTo(6, 10);
    expect(numbers.revenuePerMonth).toBeCloseTo(60_000, 6);
    // Each arrow's share, and the half that leave the landing step.
    expect(numbers.steps[0]?.ways).toMatchObject([{ event: 'NEXT', to: 'middle', share: 0.5, visitors: 0.5 }]);
    expect(numbers.steps[0]?.leave).toBeCloseTo(0.5, 12);
  });

  it('a branch: 50% straight to thanks ($10 each), 30% to an offer that 60% take ($40 each)', () => {
    const { numbers } = numbersOf('branch');
    expect(visitsOf(numbers, 'offer')).toBeCloseTo(0.3, 12);
    // 0.5 + 0.3 × 0.6
    expect(visitsOf(numbers, 'thank-you')).toBeCloseTo(0.68, 12);
    // 0.5 × 10 + 0.3 × 0.6 × 40
    expect(numbers.revenuePerVisitor).toBeCloseTo(12.2, 10);
    expect(numbers.averageOrderValue).toBeCloseTo(12.2 / 0.68, 10);
    expect(numbers.revenuePerMonth).toBeCloseTo(24_400, 6);
  });

  it('an upsell with a bump: the purchase reads the option and the bump at their shares, the upsell its worth', () => {
    const { numbers } = numbersOf('upsell-bump');
    expect(visitsOf(numbers, 'order')).toBeCloseTo(0.1, 12);
    expect(visitsOf(numbers, 'upsell')).toBeCloseTo(0.05, 12);
    expect(numbers.orders).toBeCloseTo(0.05, 12);
    // A purchase is worth 0.75 × 59 + 0.25 × 99 + 0.2 × 12 = 71.4; the upsell adds 0.2 × 20 = 4 per upsell visitor.
    expect(numbers.revenuePerVisitor).toBeCloseTo(0.05 * 71.4 + 0.05 * 0.2 * 20, 10);
    expect(numbers.averageOrderValue).toBeCloseTo(75.4, 10);
  });

  it('a quiz: two questions add points to three scores, and the highest picks the result, each combination weighted by its answers’ shares', () => {
    const { numbers } = numbersOf('quiz');
    // 1,000 × 0.5 start × 0.8 answer the first question: 400 reach the second, and all answer it.
    expect(visitsOf(numbers, 'time')).toBeCloseTo(0.4, 12);
    // mood calm (a 2) 0.6 / bold (b 2) 0.4; time morning (a 1) 0.5 / evening (b 1) 0.3 / late (c 3) 0.2.
    // c is highest only with late: 0.2. a is highest for calm+morning (a 3) 0.30 and calm+evening (a 2, b 1) 0.18: 0.48.
    // The rest take the fallback, b: bold+morning (b 2, a 1) 0.20 and bold+evening (b 3) 0.12: 0.32.
    expect(visitsOf(numbers, 'result-c')).toBeCloseTo(0.4 * 0.2, 12);
    expect(visitsOf(numbers, 'result-a')).toBeCloseTo(0.4 * 0.48, 12);
    expect(visitsOf(numbers, 'result-b')).toBeCloseTo(0.4 * 0.32, 12);
    // Each branch's arrow carries its part of the answers: 20%, 48% and 32% of the step's visitors, in the machine's order.
    const time = numbers.steps.find((step) => step.step === 'time');
    expect(time?.ways.map((way) => [way.guard, way.to])).toEqual([
      ['c is highest', 'result-c'],
      ['a is highest', 'result-a'],
      ['otherwise', 'result-b'],
    ]);
    expect(time?.ways.map((way) => way.share)).toEqual([expect.closeTo(0.2, 12), expect.closeTo(0.48, 12), expect.closeTo(0.32, 12)]);
    expect(time?.leave).toBeCloseTo(0, 12);
    // 10% of each result buy: 40 orders per 1,000, worth 0.48 × $20 + 0.32 × $30 + 0.2 × $50 = $29.20 on average.
    expect(numbers.orders).toBeCloseTo(0.04, 12);
    expect(numbers.averageOrderValue).toBeCloseTo(29.2, 10);
    expect(numbers.revenuePerVisitor).toBeCloseTo(0.04 * 29.2, 12);
    expect(numbers.revenuePerMonth).toBeCloseTo(11_680, 6);
  });

  it('a quiz whose answers all go one way: every visitor who answers takes the branch those answers give', () => {
    const funnel = fixture('quiz');
    const forecast = funnel.forecast;
    if (forecast === undefined) throw new Error('quiz has no forecast');
    const only = (option: string, options: readonly string[]) => Object.fromEntries(options.map((id) => [id, { share: id === option ? 1 : 0, source: 'assumed: a test' }]));
    const steps = {
      ...forecast.steps,
      mood: { ...forecast.steps.mood, events: forecast.steps.mood?.events ?? {}, answers: { mood: only('bold', ['calm', 'bold']) } },
      time: { ...forecast.steps.time, events: forecast.steps.time?.events ?? {}, answers: { time: only('morning', ['morning', 'evening', 'late']) } },
    };
    const numbers = forecastFunnel({ funnel, graph: machineGraph(createFunnelMachine(funnel)), forecast: { ...forecast, steps } });
    // bold + morning: b 2, a 1, c 0, so neither c nor a is highest: the fallback, b.
    expect(visitsOf(numbers, 'result-b')).toBeCloseTo(0.4, 12);
    expect(visitsOf(numbers, 'result-a')).toBeCloseTo(0, 12);
    expect(visitsOf(numbers, 'result-c')).toBeCloseTo(0, 12);
  });

  it('a loop: a visitor sent back may come round again, so the landing step is visited 1/(1 − 0.5 × 0.2) times', () => {
    const { numbers } = numbersOf('loop');
    expect(visitsOf(numbers, 'landing')).toBeCloseTo(1 / 0.9, 12);
    expect(visitsOf(numbers, 'details')).toBeCloseTo(0.5 / 0.9, 12);
    expect(visitsOf(numbers, 'thank-you')).toBeCloseTo(0.25 / 0.9, 12);
    expect(numbers.revenuePerVisitor).toBeCloseTo((0.25 / 0.9) * 100, 10);
  });

  it('a split test: each variant with its own shares, the lift on its goal, and the sample and days to detect it', () => {
    const { input } = numbersOf('upsell-bump');
    const experiment = input.funnel.experiments[0];
    if (experiment === undefined) throw new Error('the fixture has an experiment');
    const test = splitTestNumbers(input, experiment);
    expect(test.goal).toBe('purchase');
    expect(test.variants.map((variant) => variant.id)).toEqual(['control', 'b']);
    // Goal per visitor shown the order step: its CHECKOUT share, 0.5 and 0.55.
    expect(test.variants[0]?.goalRate).toBeCloseTo(0.5, 12);
    expect(test.variants[1]?.goalRate).toBeCloseTo(0.55, 12);
    expect(test.variants[1]?.lift).toBeCloseTo(0.1, 12);
    expect(test.variants[1]?.numbers.revenuePerVisitor).toBeCloseTo(0.055 * 71.4 + 0.055 * 0.2 * 20, 10);
    expect(test.variants[1]?.visitorsNeeded).toBe(visitorsPerVariant(0.5, 0.55));
    // 20,000 a month, 10% reach the order step: 66.7 a day, half to each variant.
    expect(test.visitorsPerDay).toBeCloseTo((20_000 * 0.1) / 30, 10);
    expect(test.days).toBe(Math.ceil(visitorsPerVariant(0.5, 0.55) / ((20_000 * 0.1) / 30 / 2)));
  });

  it('a split test’s headline: what visitors get, each variant weighted by its configured share, not the control’s alone', () => {
    const { input } = numbersOf('upsell-bump');
    const even = funnelForecast(input.funnel, input.graph, input.forecast);
    // 50/50: orders 0.5 × 0.05 + 0.5 × 0.055; every order is worth 75.4 in both (the variant changes only the checkout share).
    expect(even.numbers.orders).toBeCloseTo(0.05, 12);
    expect(even.blended.orders).toBeCloseTo(0.0525, 12);
    expect(even.blended.revenuePerVisitor).toBeCloseTo(0.0525 * 75.4, 10);
    expect(even.blended.averageOrderValue).toBeCloseTo(75.4, 10);
    expect(even.blended.revenuePerMonth).toBeCloseTo(0.0525 * 75.4 * 20_000, 6);
    const order = even.blended.steps.find((step) => step.step === 'order');
    expect(order?.ways.find((way) => way.event === 'CHECKOUT')?.share).toBeCloseTo(0.525, 12);
    expect(order?.leave).toBeCloseTo(0.475, 12);
    // 70/30 moves the blend towards the control: 0.7 × 0.05 + 0.3 × 0.055.
    const experiment = input.funnel.experiments[0];
    if (experiment === undefined) throw new Error('the fixture has an experiment');
    const weighted = { ...input.funnel, experiments: [{ ...experiment, variants: experiment.variants.map((variant, index) => ({ ...variant, weight: index === 0 ? 70 : 30 })) }] };
    expect(funnelForecast(weighted, input.graph, input.forecast).blended.orders).toBeCloseTo(0.0515, 12);
    // No split test: the headline is the funnel's own numbers.
    const { input: plain } = numbersOf('chain');
    const none = funnelForecast(plain.funnel, plain.graph, plain.forecast);
    expect(none.blended).toEqual(none.numbers);
  });
});

describe('the sample a split test needs (two-sided, α = 0.05, power 0.8)', () => {
  it('is about 31,200 per variant for a 5% baseline and a 10% relative lift, as GrowthBook documents', () => {
    const n = visitorsPerVariant(0.05, 0.055);
    expect(n).toBeGreaterThan(31_150);
    expect(n).toBeLessThan(31_250);
  });

  it('matches the closed form for other rates, both directions, and needs forever for no lift', () => {
    // (1.95996 + 0.84162)² × (0.1 × 0.9 + 0.12 × 0.88) / 0.02² = 3,839
    expect(visitorsPerVariant(0.1, 0.12)).toBe(3839);
    expect(visitorsPerVariant(0.12, 0.1)).toBe(3839);
    expect(visitorsPerVariant(0.3, 0.3)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the linear solve under it', () => {
  it('solves a system that needs a row swap, and names a loop no visitor leaves', () => {
    const x = solveLinear(
      [
        [0, 2, 1],
        [1, 1, 0],
        [2, 0, 3],
      ],
      [7, 3, 11],
    );
    expect(x[0]).toBeCloseTo(1, 12);
    expect(x[1]).toBeCloseTo(2, 12);
    expect(x[2]).toBeCloseTo(3, 12);
    expect(() =>
      solveLinear(
        [
          [1, -1],
          [-1, 1],
        ],
        [1, 0],
      ),
    ).toThrow('a loop that no visitor ever leaves');
  });
});
