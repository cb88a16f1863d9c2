// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionGroups } from './actionGroups.ts';
import type { Block } from './registry.ts';
import { parseBlock } from '../../tests/support/parseBlock.ts';

const badges = parseBlock({ type: 'trust-badges', items: [{ icon: 'lock', label: 'Secure checkout' }] });
const options = parseBlock({
  type: 'order-options',
  name: 'size',
  legend: 'Choose',
  currency: 'USD',
  default: 'one',
  options: [
    { id: 'one', title: 'One', price: 1 },
    { id: 'two', title: 'Two', price: 2 },
  ],
});
const checkout = parseBlock({ type: 'cta', actions: [{ label: 'Checkout', event: 'CHECKOUT' }] });
const link = parseBlock({ type: 'cta', actions: [{ label: 'Home', href: '/' }] });
const text = parseBlock({ type: 'text', heading: 'About', paragraphs: ['Words.'] });

const shape = (blocks: Block[]) => actionGroups(blocks).map((run) => run.blocks.map((block) => block.type));

describe('actionGroups', () => {
  it('draws badges between a choice and its button under the button, in one group', () => {
    expect(shape([options, badges, checkout])).toEqual([['order-options'], ['cta', 'trust-badges']]);
    expect(actionGroups([options, badges, checkout]).map((run) => run.decides)).toEqual([false, true]);
  });

  it('reaches past one block between the badges and the button (an add-on offer)', () => {
    expect(shape([options, badges, text, checkout])).toEqual([['order-options'], ['text'], ['cta', 'trust-badges']]);
  });

  it('leaves badges far from any button, or before a button that moves nothing, where they are', () => {
    expect(shape([badges, text, text, checkout])).toEqual([['trust-badges'], ['text'], ['text'], ['cta']]);
    expect(shape([options, badges, link])).toEqual([['order-options'], ['trust-badges'], ['cta']]);
  });

  it('keeps badges already under the button with it', () => {
    expect(shape([checkout, badges, text])).toEqual([['cta', 'trust-badges'], ['text']]);
  });
});
