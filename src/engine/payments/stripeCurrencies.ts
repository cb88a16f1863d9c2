/**
 * The currencies Stripe charges in (its "presentment currencies", docs.stripe.com/currencies), upper-case as a
 * funnel file writes them; Stripe's API takes them lower-case.
 */
export const STRIPE_CURRENCIES: ReadonlySet<string> = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CVE CZK ' +
    'DJF DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD ' +
    'KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN ' +
    'PYG QAR RON RSD RUB RWF SAR SBD SCR SEK SGD SHP SLE SOS SRD STD SZL THB TJS TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VND VUV WST ' +
    'XAF XCD XOF XPF YER ZAR ZMW'
  ).split(' '),
);

/** Stripe's zero-decimal currencies: an amount is in whole units (¥500 is 500). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Stripe's three-decimal currencies: an amount is in thousandths (and Stripe takes only multiples of 10). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** How many minor units make one of the currency: 100 cents a euro, 1 yen a yen, 1000 fils a dinar. */
export function minorUnitsPer(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 1;
  if (THREE_DECIMAL.has(currency)) return 1000;
  return 100;
}

/** An amount in minor units (1800) as the major-unit price the blocks show (18). */
export function majorAmount(amount: number, currency: string): number {
  return amount / minorUnitsPer(currency);
}
