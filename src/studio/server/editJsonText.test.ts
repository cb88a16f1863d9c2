// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
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

  it('renames a key where it stands: one line, however many its value takes, written as it was', () => {
    const next = config() as { steps: Record<string, unknown> };
    next.steps = Object.fromEntries(Object.entries(next.steps).map(([id, step]) => [id === 'order' ? 'checkout' : id, step]));
    const text = editJsonText(skincare, next);
    expect(changedLines(skincare, text)).toEqual(['-    "order": {', '+    "checkout": {']);
    expect(JSON.parse(text)).toEqual(next);
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

  it('writes the value it is given, for many edits anywhere in every funnel file', () => {
    const dir = path.resolve(import.meta.dirname, '../../../funnels');
    // A seeded generator: the same edits on every run, so a failure can be replayed.
    let seed = 27;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const containers = (value: unknown, found: (Record<string, unknown> | unknown[])[] = []) => {
      if (typeof value !== 'object' || value === null) return found;
      found.push(value as Record<string, unknown> | unknown[]);
      for (const child of Object.values(value)) containers(child, found);
      return found;
    };
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (let round = 0; round < 20; round++) {
        const next = JSON.parse(text) as unknown;
        for (let edit = 0; edit < 3; edit++) {
          const all = containers(next);
          const target = all[random(all.length)];
          if (Array.isArray(target)) {
            const at = random(target.length + 1);
            const kind = random(3);
            if (kind === 0 && target.length > 0) target.splice(Math.min(at, target.length - 1), 1);
            else if (kind === 1 && target.length > 0) target.splice(at, 0, structuredClone(target[random(target.length)]));
            else target.splice(at, 0, { type: 'text', paragraphs: [`Added in round ${String(round)}`] });
          } else if (target !== undefined) {
            const keys = Object.keys(target);
            const kind = random(3);
            const key = keys[random(keys.length)];
            if (kind === 0 && key !== undefined && keys.length > 1) delete target[key]; // eslint-disable-line @typescript-eslint/no-dynamic-delete -- a random key, on purpose
            else if (kind === 1 && key !== undefined) target[key] = random(2) === 0 ? `changed ${String(round)}` : [1, { nested: true }];
            else target[`added${String(round)}`] = { note: 'a new key', list: ['a', 'b'] };
          }
        }
        const written = editJsonText(text, next);
        expect(JSON.parse(written), `${file}, round ${String(round)}`).toEqual(next);
      }
    }
  });

  it('edits a list at the top of a file (content/services.json) in place: a title is its one line, a new item its own lines', () => {
    const services = readFileSync(path.resolve(import.meta.dirname, '../../../content/services.json'), 'utf8');
    const list = JSON.parse(services) as { title: string }[];
    const renamed = structuredClone(list);
    const second = renamed[1];
    if (second === undefined) throw new Error('content/services.json has fewer than two services');
    second.title = 'Product Design';
    expect(changedLines(services, editJsonText(services, renamed))).toEqual(['-    "title": "UI/UX Design",', '+    "title": "Product Design",']);
    const shorter = list.slice(0, -1);
    const removed = changedLines(services, editJsonText(services, shorter));
    expect(removed.every((line) => line.startsWith('-'))).toBe(true);
    expect(JSON.parse(editJsonText(services, shorter))).toEqual(shorter);
  });
});
