/**
 * One formatter per currency and kind of amount. The first Intl.NumberFormat
 * a page makes loads the browser's number-formatting data: 8–9 ms of CPU on
 * the machine the bench runs on, more than 50 ms at 4× CPU slowdown, where a
 * later one costs a tenth of a millisecond. Made while a price block renders,
 * that first one made hydrating the order step one long task. Made when this
 * module is evaluated, it falls in the short task that evaluates the first
 * block showing a price (the page's modules are evaluated one a task, see
 * startApp), before hydration starts. Kept, each formatter is made once.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, whole: boolean, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency} ${String(whole)}`;
  let made = formatters.get(key);
  if (made === undefined) {
    made = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, made);
  }
  return made;
}

formatter('USD', true, 'en-US');

/**
 * $59, €49 — whole amounts without cents, cents only when there are some — as the page's language writes
 * them (`locale`, a BCP 47 tag: nb writes 1290 NOK as kr 1 290); the portfolio's pages are en-US.
 */
export function formatPrice(amount: number, currency: string, locale = 'en-US'): string {
  return formatter(currency, Number.isInteger(amount), locale).format(amount);
}
