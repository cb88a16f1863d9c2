import { fillMessage } from './fillMessage.ts';
import type { PluralMessage } from './Words.ts';

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** The text of a plural message for `count` in `language`, by the platform's plural rules, {count} filled in. */
export function pluralMessage(message: PluralMessage, count: number, language: string): string {
  let rule = rules.get(language);
  if (rule === undefined) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  let number = numbers.get(language);
  if (number === undefined) {
    number = new Intl.NumberFormat(language);
    numbers.set(language, number);
  }
  return fillMessage(message[rule.select(count)] ?? message.other, { count: number.format(count) });
}
