/** A reference a block makes to its step: an event it sends or an anchor it scrolls to. */
export interface BlockRef {
  kind: 'event' | 'scrollTo';
  value: string;
  path: PropertyKey[];
}

/** Walks a block's props and finds every `event` and `scrollTo`, wherever they are nested. */
export function collectBlockRefs(value: unknown, path: PropertyKey[] = []): BlockRef[] {
  if (Array.isArray(value)) return value.flatMap((item: unknown, i) => collectBlockRefs(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]: [string, unknown]) => {
    if ((key === 'event' || key === 'scrollTo') && typeof inner === 'string') {
      return [{ kind: key, value: inner, path: [...path, key] }];
    }
    return collectBlockRefs(inner, [...path, key]);
  });
}
