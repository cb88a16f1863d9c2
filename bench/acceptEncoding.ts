export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with: Brotli when the request accepts it, else gzip, else none. A coding is
 * accepted when listed (or covered by `*`) with a q-value above 0.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (coding: Encoding): boolean => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
