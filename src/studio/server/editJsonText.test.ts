// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listAt, objectAt, setJsonAt } from '../../../tests/support/jsonAt.ts';
import { editJsonText } from './editJsonText.ts';

const skincare = readFileSync(path.resolve(import.meta.dirname, '../../../funnels/skincare.json'), 'utf8');

const config = (): unknown => JSON.parse(skincare);

/** The lines of `after` that differ from `before`'s: removed ones with -, added ones with +, as `git diff` counts them. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [...a.slice(head, a.length - tail).map((line) => `-${line}`), ...b.slice(head, b.length - tail).map((line) => `+${line}`)];
}

describe('editJsonText keeps a funnel file as it was written, but for the change', () => {
  it('changes exactly one line for one heading', () => {
    const next = config();
    setJsonAt(next, ['steps', 'landing', 'blocks', 2, 'heading'], 'Brighter skin, without the fuss');
    const text = editJsonText(skincare, next);
    expect(changedLines(skincare, text)).toEqual([
      '-          "heading": "Wake up to brighter, even-toned skin",',
      '+          "heading": "Brighter skin, without the fuss",',
    ]);
    expect(JSON.parse(text)).toEqual(next);
  });

  it('writes nothing new when nothing changed', () => {
    expect(editJsonText(skincare, config())).toBe(skincare);
  });

  it('adds a block as one line like its neighbours, in its place and with its keys in their order', () => {
    const next = config();
    const block = { type: 'text', align: 'center', paragraphs: ['Made in small batches in Lyon.'] };
    listAt(next, ['steps', 'landing', 'blocks']).splice(3, 0, block);
    const text = editJsonText(skincare, next);
    const neighbour = skincare.split('\n').find((line) => line.includes('"type": "back"')) ?? '';
    const indent = /^ */.exec(neighbour)?.[0] ?? '';
    expect(changedLines(skincare, text)).toEqual([`+${indent}{ "type": "text", "align": "center", "paragraphs": ["Made in small batches in Lyon."] },`]);
    expect(JSON.parse(text)).toEqual(next);
  });

  it('adds a step after the others, laid out like them, and keeps every key where it was', () => {
    const next = config();
    objectAt(next, ['steps']).faq = {
      path: 'faq',
      title: 'Questions · Lumière',
      description: 'What people ask before they order.',
      blocks: [{ type: 'text', paragraphs: ['Is it fragrance-free? Yes.'] }],
      on: { ORDER: 'order' },
    };
    const text = editJsonText(skincare, next);
    const added = changedLines(skincare, text);
    // The step's opening line replaces the closing line of the step before it, which gains a comma.
    expect(added).toEqual([
      '+    },',
      '+    "faq": {',
      '+      "path": "faq",',
      '+      "title": "Questions · Lumière",',
      '+      "description": "What people ask before they order.",',
      '+      "blocks": [{ "type": "text", "paragraphs": ["Is it fragrance-free? Yes."] }],',
      '+      "on": { "ORDER": "order" }',
    ]);
    expect(Object.keys(objectAt(JSON.parse(text), []))).toEqual(Object.keys(objectAt(next, [])));
    expect(Object.keys(objectAt(JSON.parse(text), ['steps']))).toEqual(['landing', 'order', 'thank-you', 'faq']);
  });

  it('puts a new key after the key it follows in the edited object', () => {
    const next = config();
    const landing = objectAt(next, ['steps', 'landing']);
    const { path: address, title, description, blocks, on } = landing;
    setJsonAt(next, ['steps', 'landing'], { path: address, title, description, final: false, blocks, on });
    const text = editJsonText(skincare, next);
    expect(changedLines(skincare, text)).toEqual(['+      "final": false,']);
    expect(Object.keys(objectAt(JSON.parse(text), ['steps', 'landing']))).toEqual(['path', 'title', 'description', 'final', 'blocks', 'on']);
  });

  it('removes a block with its line alone, and moves blocks with their own lines as written', () => {
    const removed = config();
    listAt(removed, ['steps', 'landing', 'blocks']).splice(1, 1);
    expect(changedLines(skincare, editJsonText(skincare, removed))).toEqual([
      '-        { "type": "back", "label": "Back to showcase", "to": "/showcase" },',
    ]);
    const swapped = config();
    const blocks = listAt(swapped, ['steps', 'thank-you', 'blocks']);
    [blocks[1], blocks[2]] = [blocks[2], blocks[1]];
    const text = editJsonText(skincare, swapped);
    expect(JSON.parse(text)).toEqual(swapped);
    // The same lines, in another order: each block is written as it was, only its place changed.
    expect(text).not.toBe(skincare);
    expect(text.split('\n').sort()).toEqual(skincare.split('\n').sort());
  });

  it('keeps Windows line ends in a file that has them', () => {
    const crlf = skincare.replaceAll('\n', '\r\n');
    const next = config();
    listAt(next, ['steps', 'landing', 'blocks']).splice(3, 0, { type: 'text', paragraphs: ['One more.'] });
    const text = editJsonText(crlf, next);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    expect(JSON.parse(text)).toEqual(next);
  });
});
