// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventTargetStep } from '../../src/engine/eventTargetStep.ts';
import { funnelRegistry } from '../../src/engine/funnelRegistry.ts';

function machineOf(slug: string) {
  const entry = funnelRegistry.get(slug);
  if (entry === undefined) throw new Error(`no funnel ${slug}`);
  return entry.machine;
}

describe('the step an event leads to, read from the machine', () => {
  it('follows a plain transition', () => {
    expect(eventTargetStep(machineOf('skincare'), 'landing', 'ORDER')).toBe('order');
    expect(eventTargetStep(machineOf('skincare'), 'order', 'CHECKOUT')).toBe('thank-you');
  });

  it('follows a delayed transition through Submitting... to where its timer leads', () => {
    expect(eventTargetStep(machineOf('medical'), 'landing', 'SUBMIT')).toBe('thank-you');
  });

  it('follows a transition that also sets a flag', () => {
    expect(eventTargetStep(machineOf('cinnamon'), 'upsell', 'ACCEPT')).toBe('thank-you');
    expect(eventTargetStep(machineOf('cinnamon'), 'upsell', 'DECLINE')).toBe('thank-you');
  });

  it('gives nothing for an event that stays on the step, one the step does not take, and a selection', () => {
    expect(eventTargetStep(machineOf('plants'), 'landing', 'SUBSCRIBE')).toBeUndefined();
    expect(eventTargetStep(machineOf('plants'), 'landing', 'ADD_TO_CART')).toBeUndefined();
    expect(eventTargetStep(machineOf('skincare'), 'order', 'SELECT')).toBeUndefined();
  });
});
