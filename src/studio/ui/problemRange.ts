import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/**
 * Where in a JSON text the field at `path` stands, to mark a problem there:
 * the value at the path, or, for a field the text lacks (a required key left
 * out), the nearest enclosing value that is there; a property's key is
 * marked rather than a whole object under it, so the mark stays one line.
 */
export function problemRange(text: string, path: readonly (string | number)[]): { from: number; to: number } {
  const root = parseTree(text);
  if (root === undefined) return { from: 0, to: 0 };
  let node: Node | undefined;
  for (let depth = path.length; depth >= 0 && node === undefined; depth -= 1) node = findNodeAtLocation(root, path.slice(0, depth));
  const at = node ?? root;
  // An object or list spans many lines: its key (or its opening bracket) is where the eye looks.
  if (at.type === 'object' || at.type === 'array') {
    const key = at.parent?.type === 'property' ? at.parent.children?.[0] : undefined;
    return key === undefined ? { from: at.offset, to: at.offset + 1 } : { from: key.offset, to: key.offset + key.length };
  }
  return { from: at.offset, to: at.offset + at.length };
}
