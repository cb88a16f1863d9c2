// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { collectBlockRefs } from '../../src/config/checks/collectBlockRefs.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { machineConfigJson } from '../../src/diagrams/machineConfigJson.ts';
import { machineDiagram } from '../../src/diagrams/machineDiagram.ts';
import { MACHINES_DIR, machineFiles } from '../../src/diagrams/machineFiles.ts';
import { activeStateIds } from '../../src/engine/activeStateIds.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { machineGraph } from '../../src/engine/machineGraph.ts';
import { normalizeTransition } from '../../src/engine/normalizeTransition.ts';
import { transitionBranches } from '../../src/engine/transitionBranches.ts';
import { TAG_SUBMITTING } from '../../src/engine/stepTags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, MACHINES_DIR);
// The portfolio's funnels, whose diagrams machines/ holds (a client's site has no flow view).
const { funnels, errors } = loadProjectData(root);
const expected = machineFiles(funnels);

function requireFunnel(slug: string): Funnel {
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel === undefined) throw new Error(`no funnel ${slug}`);
  return funnel;
}

/** A step id as the diagram names it (Mermaid ids take no dashes). */
const mmdId = (stepId: string) => stepId.replaceAll('-', '_');

/** A diagram line that starts as given, bare or followed by the actions it runs (` / track(purchase)`). */
const hasLine = (lines: readonly string[], start: string) => lines.some((line) => line === start || line.startsWith(`${start} / `));

/** The diagram's lines without their indentation, so a test can look for a whole line. */
function diagramLines(slug: string): string[] {
  return (expected.get(`${slug}.mmd`) ?? '').split('\n').map((line) => line.trim());
}

describe('the committed machines/ files', () => {
  it('are generated from funnels that all load', () => {
    expect(errors).toEqual([]);
    expect(expected.size).toBe(funnels.length * 2);
  });

  it.each([...expected.keys()])('%s exists and is up to date (run `npm run machines`)', (name) => {
    const file = path.join(dir, name);
    expect(existsSync(file), `${MACHINES_DIR}/${name} is missing: run npm run machines`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${MACHINES_DIR}/${name} is stale: run npm run machines`).toBe(expected.get(name));
  });

  it('hold no file for a funnel that no longer exists (run `npm run machines`)', () => {
    const committed = existsSync(dir) ? readdirSync(dir).filter((name) => /\.(mmd|json)$/.test(name)) : [];
    const orphans = committed.filter((name) => !expected.has(name));
    expect(orphans, `${orphans.map((name) => `${MACHINES_DIR}/${name}`).join(', ')} ${orphans.length === 1 ? 'belongs' : 'belong'} to no funnel: run npm run machines`).toEqual([]);
  });

  it('come out byte for byte the same when generated again', () => {
    expect(machineFiles(funnels)).toEqual(expected);
    for (const text of expected.values()) expect(text.endsWith('\n')).toBe(true);
  });
});

describe('the skincare diagram', () => {
  const funnel = requireFunnel('skincare');
  const lines = diagramLines('skincare');

  it('starts in the initial step and ends in every final step', () => {
    expect(lines).toContain('stateDiagram-v2');
    expect(lines).toContain(`[*] --> ${mmdId(funnel.landing)}`);
    const finals = Object.keys(funnel.steps).filter((id) => funnel.steps[id]?.final === true);
    expect(finals.length).toBeGreaterThan(0);
    for (const id of finals) expect(lines).toContain(`${mmdId(id)} --> [*]`);
  });

  it('labels every transition a block sends with its event, towards the step the config names', () => {
    let checked = 0;
    for (const [stepId, step] of Object.entries(funnel.steps)) {
      for (const ref of collectBlockRefs(step.blocks).filter((candidate) => candidate.kind === 'event')) {
        const raw = step.on[ref.value];
        if (raw === undefined) throw new Error(`skincare: ${stepId} sends ${ref.value} but does not handle it`);
        const { target } = normalizeTransition(raw);
        expect(hasLine(lines, `${mmdId(stepId)} --> ${mmdId(target ?? stepId)} : ${ref.value}`)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('notes the order choice every step takes, and leaves the URL jumps out', () => {
    expect(lines).toContain(`note right of ${mmdId(funnel.landing)} : Every step takes SELECT [isOffered(bottles)] / select, track(select_item)`);
    expect(lines.some((line) => line.startsWith('%%') && line.includes('ROUTE.<step>'))).toBe(true);
    expect(lines.filter((line) => !line.startsWith('%%')).join('\n')).not.toContain('ROUTE.');
  });
});

describe('a delayed transition', () => {
  // Whichever funnel has one: the expectations come from its config, not from here.
  const delayed = funnels.flatMap((funnel) =>
    Object.entries(funnel.steps).flatMap(([stepId, step]) =>
      Object.entries(step.on).flatMap(([event, raw]) => {
        const { target, delay } = normalizeTransition(raw);
        return target === undefined || delay === undefined ? [] : [{ funnel, stepId, event, target, delay }];
      }),
    ),
  );

  it('exists in some funnel', () => {
    expect(delayed.length).toBeGreaterThan(0);
  });

  it.each(delayed.map((entry) => [`${entry.funnel.slug}.${entry.stepId}`, entry] as const))(
    '%s draws as a composite step whose submitting state leaves after the delay, in ms',
    (_name, { funnel, stepId, event, target, delay }) => {
      const lines = diagramLines(funnel.slug);
      const step = mmdId(stepId);
      const ms = funnel.delays[delay];
      expect(ms).toBeTypeOf('number');
      expect(lines).toContain(`state ${step} {`);
      expect(lines).toContain(`[*] --> ${step}__editing`);
      expect(lines).toContain(`${step}__editing --> ${step}__submitting : ${event}`);
      expect(hasLine(lines, `${step}__submitting --> ${mmdId(target)} : after ${ms} ms (${delay})`)).toBe(true);
    },
  );
});

describe('the JSON config', () => {
  it.each(funnels.map((funnel) => [funnel.slug, funnel] as const))('of %s is the machine config, ROUTE events included', (slug, funnel) => {
    const machine = createFunnelMachine(funnel);
    const text = expected.get(`${slug}.json`) ?? '';
    expect(JSON.parse(text)).toEqual(machine.config);
    const steps = Object.keys(funnel.steps);
    const routes = steps.flatMap((step) => steps.filter((other) => other !== step).map((other) => `"ROUTE.${other}"`));
    for (const route of routes) expect(text).toContain(route);
  });

  it('refuses a config with a function in it rather than dropping it', () => {
    expect(() => machineConfigJson({ config: { states: { a: { entry: [() => undefined] } } } })).toThrow('states.a.entry[0]');
  });
});

describe('the machine graph', () => {
  it.each(funnels.map((funnel) => [funnel.slug, funnel] as const))('of %s has every config transition and a ROUTE edge per pair of steps', (_slug, funnel) => {
    const graph = machineGraph(createFunnelMachine(funnel));
    const steps = Object.keys(funnel.steps);
    // A list of branches is one edge per branch.
    const configured = steps.flatMap((id) => Object.values(funnel.steps[id]?.on ?? {}).flatMap((raw) => transitionBranches(raw)));
    const delays = steps.flatMap((id) => Object.values(funnel.steps[id]?.on ?? {}).filter((raw) => normalizeTransition(raw).delay !== undefined));
    // A delayed transition is two edges: the event into submitting, then the timer out of it.
    expect(graph.edges.filter((edge) => edge.kind === 'event' || edge.kind === 'delayed')).toHaveLength(configured.length + delays.length);
    expect(graph.edges.filter((edge) => edge.kind === 'route')).toHaveLength(steps.length * (steps.length - 1));
    expect(graph.initial).toBe(funnel.landing);
    expect(graph.nodes.filter((node) => node.final).map((node) => node.id)).toEqual(steps.filter((id) => funnel.steps[id]?.final === true));
  });

  it('names the states a snapshot is in the way the graph names its nodes', () => {
    const nested = funnels
      .flatMap((funnel) => machineGraph(createFunnelMachine(funnel)).nodes)
      .find((node) => node.parent !== undefined && node.tags.includes(TAG_SUBMITTING));
    if (nested?.parent === undefined) throw new Error('no funnel has a submitting state');
    expect(activeStateIds({ [nested.parent]: nested.key })).toEqual([nested.parent, nested.id]);
    expect(activeStateIds(nested.parent)).toEqual([nested.parent]);
  });

  it('draws a transition that only sets a flag as a loop on its step', () => {
    const text = machineDiagram({
      id: 'demo',
      initial: 'a',
      nodes: [{ id: 'a', key: 'a', parent: undefined, children: [], initial: true, final: false, tags: [], experiments: [] }],
      edges: [{ source: 'a', target: undefined, event: 'PING', kind: 'event', delay: undefined, guard: undefined, actions: ['setFlag(x)'], label: 'PING / setFlag(x)' }],
      machineWide: [],
    });
    expect(text).toContain('  a --> a : PING / setFlag(x)\n');
  });
});
