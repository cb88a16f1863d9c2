import { z } from 'zod';

/**
 * Who takes the money for what an order form's step sells (issue 58). The form's step shows the priced
 * choices (an order-options block, its order bumps); the worker charges them from the same entries, in minor
 * units (`amount`), never from a price in the request. Only on a client's site: a portfolio demo sells nothing.
 */
export const paySchema = z
  .strictObject({
    to: z.literal('stripe').meta({
      description:
        '"stripe": the form posts to the site’s worker, which checks it, charges the step’s chosen option and ticked bumps through a Stripe Checkout page, keeps the order in the site’s D1 once Stripe says it is paid, and sends the visitor on (docs/payments.md)',
      examples: ['stripe'],
    }),
  })
  .meta({
    title: 'payment',
    description:
      'Who takes the money for this step’s order: { "to": "stripe" }. Every price of the funnel is then an "amount" in minor units, in one currency Stripe charges in; only on a client’s site (sites/<key>.json)',
    examples: [{ to: 'stripe' }],
  });

export type Pay = z.infer<typeof paySchema>;
