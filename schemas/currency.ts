import { z } from 'zod';

/** Every ISO 4217 code the JavaScript engine can format a price in (the same engine that draws the blocks). */
const known: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A block's currency: an ISO 4217 code. On a paying funnel it must also be one Stripe charges in (checkPayment). */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'expected a currency’s three-letter ISO 4217 code in capitals, e.g. EUR')
  .refine((code) => known.has(code), { message: 'not a currency code this site can show a price in (ISO 4217, e.g. USD, EUR, GBP, SEK, JPY)' })
  .default('USD')
  .meta({
    description: 'The currency of the prices, as its ISO 4217 code: USD ($), EUR (€), GBP (£), SEK, JPY…; on a paying funnel, one Stripe charges in, the same for every price of the funnel',
    examples: ['USD', 'EUR'],
  });

/**
 * A price the visitor is charged, as Stripe takes it: a whole number of the currency's minor unit (1800 is
 * €18.00, 500 is ¥500). A paying funnel states every price this way, once: the page shows it and the worker
 * charges it from the same entry.
 */
export const amountSchema = z
  .number()
  .int('expected a whole number of the currency’s minor unit (cents for EUR: 1800 is €18.00), never a fraction')
  .min(1, 'a price of 0 cannot be charged: Stripe takes a positive amount')
  .meta({
    description:
      'On a funnel that takes payment ("pay"): the price in the currency’s minor unit, a whole number, as Stripe charges it (1800 is €18.00, 500 is ¥500); the page shows it in full units. Give either this or "price", never both',
    examples: [1800],
  });
