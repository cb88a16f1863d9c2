import { z } from 'zod';
import type { FieldProblem } from '../src/engine/delivery/protocol.ts';
import { EMAIL_MAX, TEL_MAX, TEL_PATTERN, TEXT_MAX } from '../src/engine/delivery/fieldRules.ts';
import type { FormField } from './formField.ts';

const TEL = new RegExp(`^(?:${TEL_PATTERN})$`, 'u');

/** What to tell a visitor about one field: its label, then what to do. */
const say = (field: FormField, what: string) => `${field.label}: ${what}`;

/** The rule for one field's text, as the browser checks it: required, its type, its length, its options. */
function fieldRule(field: FormField): z.ZodType<string | undefined> {
  const missing = say(field, field.type === 'select' ? 'choose one' : 'please fill this in');
  // A value the browser would have sent: text, never missing when required (a select's disabled placeholder sends nothing).
  const text = z.string({ error: (issue) => (issue.input === undefined ? missing : say(field, 'expected text')) }).trim();
  let rule: z.ZodType<string>;
  switch (field.type) {
    case 'text':
      rule = text.max(TEXT_MAX, say(field, `at most ${String(TEXT_MAX)} characters`));
      break;
    case 'email':
      rule = text
        .max(EMAIL_MAX, say(field, `at most ${String(EMAIL_MAX)} characters`))
        .refine((value) => value === '' || z.regexes.html5Email.test(value), say(field, 'enter an address like name@example.com'));
      break;
    case 'tel':
      rule = text
        .max(TEL_MAX, say(field, `at most ${String(TEL_MAX)} characters`))
        .refine((value) => value === '' || TEL.test(value), say(field, 'enter a phone number: 6 to 15 digits, with spaces, + ( ) - allowed'));
      break;
    case 'select': {
      const values = field.options.map((option) => option.value);
      const labels = field.options.map((option) => option.label).join(', ');
      rule = text.refine((value) => value === '' || values.includes(value), say(field, `choose one of ${labels}`));
      break;
    }
  }
  return field.required ? rule.refine((value) => value !== '', missing) : rule.optional();
}

/**
 * The zod rules a submission of this form must pass: every field as the
 * browser checks it (required, email, phone, a select's options), and
 * nothing it does not have. Built from the same field list the form was
 * drawn from, so the worker and the browser cannot disagree on what a field
 * is.
 */
export function submissionSchema(fields: readonly FormField[]) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldRule(field)])));
}

export type Submission = Record<string, string>;

/** A submission's fields checked: the values kept (trimmed, every field present, '' for one left empty), or what is wrong with each. */
export function checkSubmission(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): { ok: true; values: Submission } | { ok: false; problems: FieldProblem[] } {
  const result = submissionSchema(fields).safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.flatMap((issue): FieldProblem[] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: key, message: `"${key}" is not a field of this form` }))
        : [{ field: String(issue.path[0] ?? ''), message: issue.message }],
    );
    return { ok: false, problems };
  }
  const parsed: Record<string, unknown> = result.data;
  return { ok: true, values: Object.fromEntries(fields.map((field) => [field.name, typeof parsed[field.name] === 'string' ? String(parsed[field.name]) : ''])) };
}
