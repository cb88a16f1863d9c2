import type { Words } from './Words.ts';

/** What the worker says about a form, in the language of the page the form is on: its checks' and refusals' words. */
export type FormWords = Pick<Words, 'validation' | 'worker' | 'pay'> & { language: string };

/** A catalogue's part the worker needs, so its bundle carries no more of the catalogue than it says. */
export const formWords = (words: Words, language: string): FormWords => ({ language, validation: words.validation, worker: words.worker, pay: words.pay });
