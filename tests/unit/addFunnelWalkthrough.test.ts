// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { newFunnel } from '../../src/config/newFunnel/newFunnel.ts';
import { createFunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { TAG_FINAL, TAG_SUBMITTING } from '../../src/engine/stepTags.ts';
import { followWalkthrough, WALKTHROUGH_SLUG } from '../support/followWalkthrough.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'add-funnel-walkthrough-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('docs/add-a-funnel.md: Add a funnel in five minutes', () => {
  mkdirSync(path.join(dir, 'funnels'));
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  const made = newFunnel(dir, [WALKTHROUGH_SLUG]);
  if (!made.ok) throw new Error(made.message);
  const file = path.join(dir, made.file);
  const stages = followWalkthrough(readFileSync(path.join(root, 'docs/add-a-funnel.md'), 'utf8'), readFileSync(file, 'utf8'));

  it('has three stages to paste after new:funnel: an order step, a form with a delay and an offer', () => {
    expect(stages).toHaveLength(3);
  });

  it.each(stages.map((text, i) => [i + 2, text] as const))('stage %i leaves a funnel that npm run check accepts', (_stage, text) => {
    writeFileSync(file, text);
    expect(loadFunnels(path.join(dir, 'funnels')).errors).toEqual([]);
  });

  it('ends with a funnel that runs landing → order → details (submitting) → offer → thank-you', () => {
    writeFileSync(file, stages.at(-1) ?? '');
    const funnel = loadFunnels(path.join(dir, 'funnels')).data[0];
    if (funnel === undefined) throw new Error('the walk-through funnel did not load');
    const clock = new SimulatedClock();
    const actor = createActor(createFunnelMachine(funnel), { clock }).start();
    actor.send({ type: 'START' });
    expect(currentStep(actor.getSnapshot())).toBe('order');
    actor.send({ type: 'SELECT', name: 'bundle', value: 'family' });
    expect(actor.getSnapshot().context.selections).toEqual({ bundle: 'family' });
    actor.send({ type: 'CHECKOUT' });
    expect(currentStep(actor.getSnapshot())).toBe('details');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag(TAG_SUBMITTING)).toBe(true);
    clock.increment(funnel.delays.submit ?? 0);
    expect(currentStep(actor.getSnapshot())).toBe('offer');
    actor.send({ type: 'ACCEPT' });
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
    expect(actor.getSnapshot().hasTag(TAG_FINAL)).toBe(true);
  });
});
