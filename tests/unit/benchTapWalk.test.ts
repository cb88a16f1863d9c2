// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { tapWalk } from '../../bench/tapWalk.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';

const { funnels, errors } = loadProjectData(path.resolve(import.meta.dirname, '../..'));

function funnel(slug: string): Funnel {
  const found = funnels.find((candidate) => candidate.slug === slug);
  if (found === undefined) throw new Error(`no funnel ${slug}`);
  return found;
}

const steps = (walked: Funnel) => tapWalk(walked).map((tap) => `${tap.from} → ${tap.to}`);

describe('the walk the tap bench takes, read from the machine', () => {
  it('reads valid funnels', () => {
    expect(errors).toEqual([]);
  });

  it('walks every funnel from its landing step to a final step, no step twice', () => {
    for (const walked of funnels) {
      const taps = tapWalk(walked);
      expect(taps[0]?.from, walked.slug).toBe(walked.landing);
      expect(walked.steps[taps.at(-1)?.to ?? '']?.final, walked.slug).toBe(true);
      expect(new Set(taps.map((tap) => tap.to)).size, walked.slug).toBe(taps.length);
    }
  });

  it('answers each question of the quiz with its first option, and goes where its branches lead on those answers', () => {
    const taps = tapWalk(funnel('northwind-coffee'));
    expect(taps.map((tap) => [tap.from, tap.to, tap.event])).toEqual([
      ['landing', 'brew', { type: 'START' }],
      ['brew', 'taste', { type: 'ANSWER', name: 'brew', value: 'espresso' }],
      ['taste', 'cup', { type: 'ANSWER', name: 'taste', value: 'fruity' }],
      // espresso (dark 2, medium 1), fruity (light 2), black (light 1): light is highest.
      ['cup', 'result-light', { type: 'ANSWER', name: 'cup', value: 'black' }],
      ['result-light', 'thank-you', { type: 'SUBSCRIBE' }],
    ]);
  });

  it('gives the address each step is shown at: an answer page where the page depends on the answers given', () => {
    expect(tapWalk(funnel('northwind-coffee')).map((tap) => tap.address)).toEqual([
      '/funnels/northwind-coffee/brew',
      '/funnels/northwind-coffee/taste/espresso',
      '/funnels/northwind-coffee/cup/espresso/fruity',
      '/funnels/northwind-coffee/result-light',
      '/funnels/northwind-coffee/thank-you',
    ]);
  });

  it('follows a config change: a quiz whose first answer is cold brew is walked to the medium roast', () => {
    const quiz = funnel('northwind-coffee');
    const brew = quiz.steps.brew;
    if (brew === undefined) throw new Error('no brew step');
    const coldFirst: Funnel = {
      ...quiz,
      steps: {
        ...quiz.steps,
        brew: {
          ...brew,
          blocks: brew.blocks.map((block) =>
            block.type === 'question' ? { ...block, options: [...block.options.filter((option) => option.id === 'cold-brew'), ...block.options.filter((option) => option.id !== 'cold-brew')] } : block,
          ),
        },
      },
    };
    const taps = tapWalk(coldFirst);
    expect(taps[1]?.event).toEqual({ type: 'ANSWER', name: 'brew', value: 'cold-brew' });
    expect(taps.map((tap) => tap.to)).toEqual(['brew', 'taste', 'cup', 'result-medium', 'thank-you']);
  });

  it('takes an event that leads on, not one that only sets a flag, and keeps a step’s own delay', () => {
    expect(steps(funnel('plants'))).toEqual(['landing → product', 'product → thank-you']);
    expect(tapWalk(funnel('medical'))).toEqual([
      { from: 'landing', to: 'thank-you', event: { type: 'SUBMIT' }, delayMs: 600, address: '/funnels/medical/thank-you' },
    ]);
    expect(steps(funnel('cinnamon'))).toEqual(['landing → upsell', 'upsell → thank-you']);
  });
});
