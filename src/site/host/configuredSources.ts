import type { Funnel } from '../../../schemas/funnel.ts';
import type { Site } from '../../../schemas/site.ts';
import { GA4_POLICY_SOURCES } from '../../analytics/ga4.ts';
import { deliveringForms } from '../../engine/delivery/deliveringForms.ts';
import { funnelPays } from '../../engine/payments/payingForms.ts';

/** Stripe's hosted checkout, where a paying order form's post is redirected (a form's redirect is held to form-action). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * The origins forms post straight to (`"deliver": { "to": "webhook" }`, for a host with no worker): the
 * browser posts there without a script (form-action) and with one (connect-src).
 */
function webhookOrigins(funnels: readonly Pick<Funnel, 'steps'>[]): string[] {
  const origins = funnels.flatMap((funnel) =>
    deliveringForms(funnel).flatMap(({ delivery }) => (delivery.to === 'webhook' && delivery.webhook !== undefined ? [new URL(delivery.webhook).origin] : [])),
  );
  return [...new Set(origins)].sort();
}

/**
 * The hosts beyond the site's own that its config turns on, per CSP
 * directive: Google Analytics 4's, only when content/site.json names a
 * measurement ID; a webhook's origin, only when a form posts straight to it;
 * Stripe's checkout host as a form's destination, only when a funnel takes
 * payment (nothing of Stripe is loaded). Without any the policy is the site's alone.
 */
export function configuredSources(site: Site | undefined, funnels: readonly Pick<Funnel, 'steps'>[] = []): Readonly<Record<string, readonly string[]>> {
  const ga4: Readonly<Record<string, readonly string[]>> = site?.analytics.measurementId === undefined ? {} : GA4_POLICY_SOURCES;
  const webhooks = webhookOrigins(funnels);
  const checkout = funnels.some(funnelPays) ? [STRIPE_CHECKOUT_ORIGIN] : [];
  if (webhooks.length === 0 && checkout.length === 0) return ga4;
  return {
    ...ga4,
    ...(webhooks.length === 0 ? {} : { 'connect-src': [...(ga4['connect-src'] ?? []), ...webhooks] }),
    'form-action': [...webhooks, ...checkout],
  };
}
