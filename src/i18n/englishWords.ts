import english from '../../languages/en.json' with { type: 'json' };
import type { Words } from './Words.ts';

/** English's catalogue: the reference every other is checked against, and the words of code that is told no language. */
export const englishWords: Words = english;
