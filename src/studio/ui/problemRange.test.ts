// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemRange } from './problemRange.ts';

const text = JSON.stringify({ pageViews: true, events: [{ event: 'purchase', when: { enter: 'thank-you' } }] }, null, 2);
const marked = (path: (string | number)[]) => {
  const { from, to } = problemRange(text, path);
  return text.slice(from, to);
};

describe('where a problem is marked in a JSON pane', () => {
  it('is the value at its field', () => {
    expect(marked(['events', 0, 'when', 'enter'])).toBe('"thank-you"');
    expect(marked(['pageViews'])).toBe('true');
  });

  it('is the key of an object or list, not all its lines', () => {
    expect(marked(['events', 0, 'when'])).toBe('"when"');
  });

  it('is the nearest field that is there when the text lacks the one named (a required key left out)', () => {
    expect(marked(['events', 0, 'params', 'currency'])).toBe('{');
    expect(text.slice(problemRange(text, ['events', 0, 'params']).from).startsWith('{\n      "event"')).toBe(true);
    expect(marked(['nothing'])).toBe('{');
  });
});
