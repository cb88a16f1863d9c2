import Stripe from 'stripe';

/** The worker's secrets and settings for Stripe: Pages secrets live, `.dev.vars` locally (docs/payments.md). */
export interface StripeEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another address for Stripe's API (stripe-mock, a test's stand-in): http://127.0.0.1:12111; Stripe's own when unset. */
  STRIPE_API_BASE?: string;
}

/** Where the SDK sends its requests, read from STRIPE_API_BASE. */
function apiAddress(base: string | undefined): { host?: string; port?: string; protocol?: 'http' | 'https' } {
  if (base === undefined || base === '') return {};
  const url = new URL(base);
  return { host: url.hostname, port: url.port || (url.protocol === 'http:' ? '80' : '443'), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/**
 * Stripe's own SDK as a worker runs it: fetch for its requests, Web Crypto for the webhook's signature. One
 * retry (with the request's idempotency key, so never a second charge) and ten seconds, so a visitor waits at
 * most about twenty before the page says Stripe could not be reached. Undefined without a secret key.
 */
export function stripeClient(env: StripeEnv): Stripe | undefined {
  if (env.STRIPE_SECRET_KEY === undefined || env.STRIPE_SECRET_KEY === '') return undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...apiAddress(env.STRIPE_API_BASE),
  });
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Stripe's tolerance for a webhook's timestamp, in seconds: an event signed longer ago is refused (a replay). */
export const WEBHOOK_TOLERANCE_S = 300;

export { Stripe };
