/**
 * FNV-1a, 32 bits: a tiny, well-spread string hash. It runs in three places
 * that must agree (the app, the head script, the Cloudflare worker), so it is
 * plain arithmetic with no platform API.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The variant (its index) a visitor gets: the visitor's id hashed with the
 * experiment's id falls into one of 100 buckets, and the weights (whole
 * percent, adding up to 100) split the buckets in order. The same id always
 * lands in the same bucket; another experiment hashes it afresh, so being in
 * variant b of one test says nothing about another.
 */
export function pickVariant(visitorId: string, experimentId: string, weights: readonly number[]): number {
  const bucket = fnv1a(`${experimentId}:${visitorId}`) % 100;
  let upTo = 0;
  for (const [index, weight] of weights.entries()) {
    upTo += weight;
    if (bucket < upTo) return index;
  }
  return 0;
}
