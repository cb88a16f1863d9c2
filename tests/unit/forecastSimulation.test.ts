// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { allAssignments } from '../../src/engine/experiments/allAssignments.ts';
import type { Assignment } from '../../src/engine/experiments/experimentIds.ts';
import { forecastFunnel } from '../../src/engine/forecast/forecastFunnel.ts';
import { machineGraph } from '../../src/engine/machineGraph.ts';
import { simulateVisitors } from '../support/simulateVisitors.ts';

const VISITORS = 100_000;
const SEED = 24;

// The portfolio's funnels, each with its sourced figures; a client's funnel has no forecast of the owner's.
const shipped = loadProjectData(path.resolve(import.meta.dirname, '../..')).funnels;
const worked = loadFunnels(path.resolve(import.meta.dirname, '../fixtures/forecast/funnels'), 'forecast').data;

/**
 * Within 1%, or within four standard errors where 100,000 visitors cannot
 * tell 1% apart: a rare step (a 1.6% purchase on plants) is counted with a
 * standard error near 2% of itself at this sample, so 1% would fail a
 * correct model half the time.
 */
function expectAgreement(simulated: number, computed: number, standardError: number, what: string) {
  const allowed = Math.max(0.01 * computed, 4 * standardError);
  expect(Math.abs(simulated - computed), `${what}: simulated ${String(simulated)}, computed ${String(computed)}, allowed ±${String(allowed)}`).toBeLessThanOrEqual(allowed);
}

/** Every variant of every shipped funnel, the worked example with a bump and a split test, and the worked quiz. */
const cases: [string, Funnel, Assignment][] = [...shipped, ...worked.filter((funnel) => funnel.slug === 'upsell-bump' || funnel.slug === 'quiz')].flatMap((funnel) =>
  allAssignments(funnel).map((variants): [string, Funnel, Assignment] => [
    `${funnel.slug}${Object.keys(variants).length === 0 ? '' : ` (${Object.values(variants).join(', ')})`}`,
    funnel,
    variants,
  ]),
);

describe(`${String(VISITORS)} visitors through the real machine (seed ${String(SEED)}) agree with the computed forecast`, () => {
  it('covers every shipped funnel, each with a forecast', () => {
    expect(shipped.map((funnel) => funnel.slug)).toEqual(['cinnamon', 'medical', 'northwind-coffee', 'plants', 'skincare', 'travel']);
    for (const funnel of shipped) expect(funnel.forecast, funnel.slug).toBeDefined();
  });

  it.each(cases)('%s', (_name, funnel, variants) => {
    const forecast = funnel.forecast;
    if (forecast === undefined) throw new Error(`${funnel.slug} has no forecast`);
    const computed = forecastFunnel({ funnel, graph: machineGraph(createFunnelMachine(funnel)), forecast, variants });
    const simulated = simulateVisitors(funnel, forecast, VISITORS, SEED, variants);
    for (const step of computed.steps) {
      const p = Math.min(1, step.visits);
      expectAgreement(simulated.visits[step.step] ?? 0, step.visits, Math.sqrt((p * (1 - p)) / VISITORS), `visits to ${step.step}`);
    }
    const orders = Math.min(1, computed.orders);
    expectAgreement(simulated.orders, computed.orders, Math.sqrt((orders * (1 - orders)) / VISITORS), 'orders');
    expectAgreement(simulated.revenuePerVisitor, computed.revenuePerVisitor, simulated.revenueError, 'revenue per visitor');
    // Money flows: the simulation earns something wherever the forecast says it should.
    expect(simulated.revenuePerVisitor > 0).toBe(computed.revenuePerVisitor > 0);
    // Where an event branches, each branch's visitors agree too: the machine's guards picked them from the answers sent.
    for (const step of computed.steps) {
      for (const way of step.ways.filter((candidate) => candidate.guard !== undefined && candidate.to !== undefined)) {
        const p = Math.min(1, way.visitors);
        const taken = simulated.ways[`${step.step} ${way.event} ${way.to ?? ''}`] ?? 0;
        const alike = step.ways.filter((other) => other.event === way.event && other.to === way.to).reduce((total, other) => total + other.visitors, 0);
        expectAgreement(taken, alike, Math.sqrt((p * (1 - p)) / VISITORS), `${step.step} ${way.event} [${way.guard ?? ''}] → ${way.to ?? ''}`);
      }
    }
  }, 60_000);
});
