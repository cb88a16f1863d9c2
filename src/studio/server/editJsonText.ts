import { isDeepStrictEqual } from 'node:util';
import { applyEdits, findNodeAtLocation, getNodeValue, modify, parseTree, type Edit, type JSONPath, type Node, type ParseError } from 'jsonc-parser';
import { layOutJson, newFunnelJson } from '../../config/newFunnel/newFunnelJson.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: Record<string, unknown> | unknown[]) => (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);

/**
 * A JSON file's text with `next` as its value, changed only where the value
 * changed: every other character, the key order and the layout stay as they
 * were, so `git diff` shows the edit and nothing else. A changed value is
 * replaced where it stands (jsonc-parser's `modify`), a new property or list
 * item is written after its neighbour, laid out as `npm run new:funnel` lays
 * out a file (a block that fits is one line), indented like that neighbour.
 * Lists are matched by their unchanged head and tail, so adding or removing a
 * block touches that block's lines alone. Text that is not a JSON object (or a
 * list, where `next` is one) is written afresh.
 */
export function editJsonText(text: string, next: unknown): string {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors);
  // A content list (content/services.json) is a JSON list at the top, edited as an object is.
  const sameShape = (tree?.type === 'object' && isRecord(next)) || (tree?.type === 'array' && Array.isArray(next));
  if (tree === undefined || errors.length > 0 || !sameShape) return newFunnelJson(next);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let current = text;

  const apply = (edit: Edit) => {
    current = applyEdits(current, [{ ...edit, content: edit.content.replaceAll('\n', eol) }]);
  };
  const nodeAt = (path: JSONPath): Node => {
    const node = findNodeAtLocation(parseTree(current) as Node, path);
    if (node === undefined) throw new Error(`editJsonText: nothing at ${JSON.stringify(path)}`);
    return node;
  };
  const lineStart = (offset: number) => current.lastIndexOf('\n', offset - 1) + 1;
  const indentAt = (offset: number) => /^[ \t]*/.exec(current.slice(lineStart(offset)))?.[0] ?? '';
  /** Whether a list or object has its items on lines of their own. */
  const multiline = (container: Node, first: Node) => current.slice(container.offset, first.offset).includes('\n');

  const replace = (path: JSONPath, value: unknown) => {
    const node = nodeAt(path);
    // modify() finds the value's place; its content is one long line, so it is laid out as the file is.
    for (const edit of modify(current, path, value, {})) {
      apply({ ...edit, content: layOutJson(value, indentAt(node.offset), node.offset - lineStart(node.offset)) });
    }
  };

  /** The item (a list's value, an object's property) at `index` of `container` removed, with its separator. */
  const removeItem = (containerPath: JSONPath, index: number) => {
    const container = nodeAt(containerPath);
    const items = container.children ?? [];
    const item = items[index];
    if (item === undefined) return;
    const before = items[index - 1];
    const after = items[index + 1];
    if (before !== undefined) apply({ offset: before.offset + before.length, length: item.offset + item.length - (before.offset + before.length), content: '' });
    else if (after !== undefined) apply({ offset: item.offset, length: after.offset - item.offset, content: '' });
    // The only item: the list or object is left empty, `[]` or `{}`.
    else apply({ offset: container.offset + 1, length: container.length - 2, content: '' });
  };

  /** `value` written as a new item of `container` at `index` (after the item before it), under `key` in an object. */
  const insertItem = (containerPath: JSONPath, index: number, value: unknown, key?: string) => {
    const container = nodeAt(containerPath);
    const items = container.children ?? [];
    const [first] = items;
    if (first === undefined) {
      // An empty list or object is written whole, as a new value is.
      replace(containerPath, key === undefined ? [value] : { [key]: value });
      return;
    }
    const name = key === undefined ? '' : `${JSON.stringify(key)}: `;
    const content = (indent: string, lead: number) => `${name}${layOutJson(value, indent, lead + name.length)}`;
    const ownLines = multiline(container, first);
    const indent = indentAt(first.offset);
    const before = items[index - 1];
    if (before === undefined) {
      const separator = ownLines ? `,\n${indent}` : ', ';
      apply({ offset: first.offset, length: 0, content: `${content(indent, first.offset - lineStart(first.offset))}${separator}` });
      return;
    }
    const end = before.offset + before.length;
    const lead = ownLines ? indent.length : end - lineStart(end) + 2;
    apply({ offset: end, length: 0, content: `${ownLines ? `,\n${indent}` : ', '}${content(indent, lead)}` });
  };

  /** The key `from` of the object at `path` written as `to`, where it stands; its value is left as it is. */
  const renameKey = (path: JSONPath, from: string, to: string) => {
    const property = nodeAt(path).children?.find((child) => child.children?.[0]?.value === from);
    const key = property?.children?.[0];
    if (key !== undefined) apply({ offset: key.offset, length: key.length, content: JSON.stringify(to) });
  };

  const walk = (path: JSONPath, was: unknown, now: unknown): void => {
    if (isDeepStrictEqual(was, now)) return;
    const renames = isRecord(was) && isRecord(now) ? renamedKeys(was, now) : new Map<string, string>();
    if (renames.size > 0 && isRecord(was)) {
      // A renamed key (a step's id) is the key's text changed, its value walked like any other: a rename is its own lines.
      for (const [from, to] of renames) renameKey(path, from, to);
      walk(path, Object.fromEntries(Object.entries(was).map(([key, value]) => [renames.get(key) ?? key, value])), now);
      return;
    }
    if (isRecord(was) && isRecord(now) && !isEmpty(was) && !isEmpty(now) && Object.keys(now).some((key) => key in was)) {
      const kept = Object.keys(was);
      for (const key of [...kept].reverse()) {
        if (!(key in now)) removeItem(path, kept.indexOf(key));
      }
      const present = kept.filter((key) => key in now);
      for (const key of Object.keys(now)) {
        if (present.includes(key)) {
          walk([...path, key], was[key], now[key]);
          continue;
        }
        // After the nearest key that comes before it in the new object, so the order reads as it was meant.
        const newOrder = Object.keys(now);
        const after = present.findLastIndex((other) => newOrder.indexOf(other) < newOrder.indexOf(key));
        insertItem(path, after + 1, now[key], key);
        present.splice(after + 1, 0, key);
      }
      return;
    }
    if (Array.isArray(was) && Array.isArray(now) && was.length > 0 && now.length > 0) {
      let position = 0;
      for (const change of listChanges(was, now)) {
        if (change.kind === 'keep') position++;
        else if (change.kind === 'edit') walk([...path, position++], change.was, change.now);
        else if (change.kind === 'remove') removeItem(path, position);
        else insertItem(path, position++, change.now);
      }
      return;
    }
    replace(path, now);
  };

  walk([], getNodeValue(tree), next);
  return current;
}

/**
 * Keys renamed from one object to the next: both have as many keys, in the
 * same order, and where they differ the old key is gone and the new one is
 * new. Anything else (a key added, removed or moved) is no rename.
 */
function renamedKeys(was: Record<string, unknown>, now: Record<string, unknown>): Map<string, string> {
  const before = Object.keys(was);
  const after = Object.keys(now);
  const renames = new Map<string, string>();
  if (before.length !== after.length) return renames;
  for (const [index, from] of before.entries()) {
    const to = after[index] ?? '';
    if (from === to) continue;
    if (from in now || to in was) return new Map();
    renames.set(from, to);
  }
  return renames;
}

type Change = { kind: 'keep' } | { kind: 'edit'; was: unknown; now: unknown } | { kind: 'remove' } | { kind: 'add'; now: unknown };

/** The longest run of items two lists share in order, as the steps from one to the other. */
function align(was: readonly unknown[], now: readonly unknown[], same: (a: unknown, b: unknown) => boolean): ('keep' | 'remove' | 'add')[] {
  // run(i, j): the longest common run of was[i..] and now[j..], in a flat table. Lists in a funnel file are short.
  const width = now.length + 1;
  const table = new Array<number>((was.length + 1) * width).fill(0);
  const run = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = was.length - 1; i >= 0; i--) {
    for (let j = now.length - 1; j >= 0; j--) {
      table[i * width + j] = same(was[i], now[j]) ? run(i + 1, j + 1) + 1 : Math.max(run(i + 1, j), run(i, j + 1));
    }
  }
  const steps: ('keep' | 'remove' | 'add')[] = [];
  let i = 0;
  let j = 0;
  while (i < was.length || j < now.length) {
    if (i < was.length && j < now.length && same(was[i], now[j])) {
      steps.push('keep');
      i++;
      j++;
    } else if (j >= now.length || (i < was.length && run(i + 1, j) >= run(i, j + 1))) {
      steps.push('remove');
      i++;
    } else {
      steps.push('add');
      j++;
    }
  }
  return steps;
}

/** Two items that are one edited into the other: blocks of one type, objects with a key in common, two lists. */
function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return true;
  if (!isRecord(a) || !isRecord(b)) return false;
  return 'type' in a || 'type' in b ? a.type === b.type : Object.keys(a).some((key) => key in b);
}

/**
 * From list `was` to list `now`: the items both keep, and between them the
 * items taken out and put in, an item of the same kind in place of another
 * being that item edited (a changed heading is an edit of its block, not a
 * block removed and another added).
 */
function listChanges(was: readonly unknown[], now: readonly unknown[]): Change[] {
  const changes: Change[] = [];
  let i = 0;
  let j = 0;
  let removed: unknown[] = [];
  let added: unknown[] = [];
  const closeGap = () => {
    let r = 0;
    let a = 0;
    for (const step of align(removed, added, sameKind)) {
      if (step === 'keep') changes.push({ kind: 'edit', was: removed[r++], now: added[a++] });
      else if (step === 'remove') {
        r++;
        changes.push({ kind: 'remove' });
      }
      else changes.push({ kind: 'add', now: added[a++] });
    }
    removed = [];
    added = [];
  };
  for (const step of align(was, now, isDeepStrictEqual)) {
    if (step === 'keep') {
      closeGap();
      changes.push({ kind: 'keep' });
      i++;
      j++;
    } else if (step === 'remove') removed.push(was[i++]);
    else added.push(now[j++]);
  }
  closeGap();
  return changes;
}
