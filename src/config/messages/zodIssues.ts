import type { z } from 'zod';
import { closest, didYouMean } from './closest.ts';
import type { ConfigIssue } from './ConfigIssue.ts';
import { allowedKeys, descriptionOf, schemaAt } from './schemaAt.ts';

type Issue = z.ZodError['issues'][number];

/** What was validated, so a message can quote the value and name what is allowed instead. */
export interface IssueContext {
  input: unknown;
  schema: z.ZodType;
}

const quote = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || typeof key === 'symbol') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

const KINDS: Record<string, string> = {
  string: 'a string ("…")',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list ([…])',
  object: 'an object ({…})',
  record: 'an object ({…})',
};
const kind = (expected: string): string => KINDS[expected] ?? expected;

/** `blocks[2].type` is a block's type; `fields[0].type` a field's. */
function nounOf(path: readonly PropertyKey[]): string {
  const owner = path.at(-3);
  return typeof owner === 'string' && owner.endsWith('s') ? owner.slice(0, -1) : 'item';
}

/** a, b or c */
function wordList(words: readonly string[], last: 'or' | 'and' = 'or'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1) ?? ''}`;
}

function unknownKeys(keys: readonly string[], allowed: readonly string[]): string {
  const named = keys.map((key) => `"${key}"${didYouMean(key, allowed)}`).join(', ');
  const someUnexplained = keys.some((key) => didYouMean(key, allowed) === '');
  const list = someUnexplained && allowed.length > 0 ? `; allowed here: ${allowed.join(', ')}` : '';
  return `unknown ${keys.length === 1 ? 'property' : 'properties'} ${named}${list}`;
}

/** A value matched none of a union's forms: say what the nearest forms need, not "Invalid input". */
function unionMismatch(issue: Extract<Issue, { code: 'invalid_union' }>, value: unknown, context: IssueContext | undefined): string {
  const fewest = Math.min(...issue.errors.map((branch) => branch.length));
  const nearest = issue.errors.filter((branch) => branch.length === fewest);
  const singles = nearest.map((branch) => branch[0]).filter((inner): inner is Issue => inner !== undefined && fewest === 1);
  const described = context === undefined ? undefined : descriptionOf(schemaAt(context.schema, context.input, issue.path));
  const hint = described === undefined ? '' : ` (${described})`;
  if (singles.length === nearest.length && singles.length > 0) {
    if (singles.every((inner) => inner.code === 'invalid_type' && inner.path.length === 0)) {
      const expected = [...new Set(issue.errors.flatMap((branch) => branch.map((inner) => (inner.code === 'invalid_type' ? kind(inner.expected) : ''))))];
      const received = Array.isArray(value) ? 'a list' : typeof value;
      return `expected ${wordList(expected.filter((word) => word !== ''))}, received ${received}${hint}`;
    }
    if (singles.every((inner) => inner.code === 'unrecognized_keys' && inner.path.length === 0)) {
      const clashing = new Set(singles.flatMap((inner) => (inner.code === 'unrecognized_keys' ? inner.keys : [])));
      // In the order the file has them, as the owner reads it.
      const keys = Object.keys(typeof value === 'object' && value !== null ? value : {})
        .filter((key) => clashing.has(key))
        .map((key) => `"${key}"`);
      return `${wordList(keys, 'and')} cannot be used together: keep one of them${hint}`;
    }
    if (singles.every((inner) => inner.code === 'invalid_type' && inner.path.length === 1 && valueAt(value, inner.path) === undefined)) {
      return `needs one of ${wordList(singles.map((inner) => `"${String(inner.path[0])}"`))}${hint}`;
    }
  }
  const first = nearest[0] ?? [];
  return first.map((inner) => explain({ ...inner, path: [...issue.path, ...inner.path] }, context)).join('; ') + hint;
}

function explain(issue: Issue, context: IssueContext | undefined): string {
  const value = context === undefined ? undefined : valueAt(context.input, issue.path);
  const field = () => (context === undefined ? undefined : schemaAt(context.schema, context.input, issue.path));
  switch (issue.code) {
    case 'invalid_type': {
      if (value !== undefined || !/received undefined/.test(issue.message)) return issue.message.replace(/^Invalid input: /, '');
      const described = descriptionOf(field());
      return `missing: expected ${kind(issue.expected)}${described === undefined ? '' : ` — ${described}`}`;
    }
    case 'unrecognized_keys':
      return unknownKeys(issue.keys, allowedKeys(field(), value));
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (issue.discriminator !== undefined && Array.isArray(options)) {
        const known = options.map(String);
        const noun = nounOf(issue.path);
        if (value === undefined) return `missing: every ${noun} needs a "${issue.discriminator}"; known types: ${known.join(', ')}`;
        const hint = typeof value === 'string' ? didYouMean(value, known) : '';
        return `unknown ${noun} type ${quote(value)}${hint}; known types: ${known.join(', ')}`;
      }
      return unionMismatch(issue, value, context);
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      if (allowed.length === 1) return `expected ${quote(issue.values[0])}, found ${quote(value)}`;
      const hint = typeof value === 'string' ? didYouMean(value, allowed) : '';
      return `${quote(value)} is not an option${hint}; expected one of: ${allowed.join(', ')}`;
    }
    case 'invalid_key': {
      const reasons = issue.issues.map((inner) => inner.message.replace(/^Invalid input: /, ''));
      return `${quote(issue.path.at(-1))} is not a valid name here: ${reasons.join('; ')}`;
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const least = issue.code === 'too_small';
      if (issue.origin === 'array') return `needs ${least ? 'at least' : 'at most'} ${bound} item${bound === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return least && bound === 1 ? 'must not be empty' : `needs ${least ? 'at least' : 'at most'} ${bound} characters`;
      return `must be ${least ? 'at least' : 'at most'} ${bound}${issue.inclusive === false ? ' (exclusive)' : ''}, found ${quote(value)}`;
    }
    case 'invalid_format':
      return typeof value === 'string' ? `${issue.message} (found ${quote(value)})` : issue.message;
    case 'custom':
    case 'not_multiple_of':
    case 'invalid_element':
      return issue.message.replace(/^Invalid input: /, '');
  }
}

/**
 * Turns zod's issues into plain sentences a site owner can act on: a missing
 * field names what it is for, an unknown property or type suggests the near
 * one and lists the allowed ones, a union mismatch says what the forms need.
 */
export function zodIssues(error: z.ZodError, context?: IssueContext): ConfigIssue[] {
  const misspelt = misspeltFields(error.issues, context);
  return error.issues
    .filter((issue) => !(issue.code === 'invalid_type' && misspelt.has(JSON.stringify(issue.path.map(String)))))
    .map((issue) => ({ path: issue.path, message: explain(issue, context) }));
}

/**
 * Paths of required fields that are only missing because they are misspelt
 * (`headline` for `heading`): the unknown-property line already says so, and
 * a second line about the same typo would read like two mistakes.
 */
function misspeltFields(issues: readonly Issue[], context: IssueContext | undefined): Set<string> {
  const paths = new Set<string>();
  if (context === undefined) return paths;
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeys(schemaAt(context.schema, context.input, issue.path), valueAt(context.input, issue.path));
    for (const key of issue.keys) {
      const meant = closest(key, allowed);
      if (meant !== undefined) paths.add(JSON.stringify([...issue.path, meant].map(String)));
    }
  }
  return paths;
}
