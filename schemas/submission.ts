import { z } from 'zod';
import type { FieldProblem } from '../src/engine/delivery/protocol.ts';
import { EMAIL_MAX, TEL_MAX, TEL_PATTERN, TEXT_MAX } from '../src/engine/delivery/fieldRules.ts';
import type { FormField } from './formField.ts';
import type { Words } from '../src/i18n/Words.ts';
import { fillMessage } from '../src/i18n/fillMessage.ts';
import { fieldMessages } from '../src/engine/delivery/fieldMessages.ts';

/** The messages a visitor meets, in the page's language: the browser's check and the worker's say the same. */
type Says = Words['validation'];

const TEL = new RegExp(`^(?:${TEL_PATTERN})$`, 'u');

/** The rule for one field's text, as the browser checks it: required, its type, its length, its options. */
function fieldRule(field: FormField, says: Says): z.ZodType<string | undefined> {
  const messages = fieldMessages(field, says);
  const { missing } = messages;
  // A value the browser would have sent: text, never missing when required (a select's disabled placeholder sends nothing).
  const text = z.string({ error: (issue) => (issue.input === undefined ? missing : messages.notText) }).trim();
  let rule: z.ZodType<string>;
  switch (field.type) {
    case 'text':
      rule = text.max(TEXT_MAX, messages.tooLong(TEXT_MAX));
      break;
    case 'email':
      rule = text.max(EMAIL_MAX, messages.tooLong(EMAIL_MAX)).refine((value) => value === '' || z.regexes.html5Email.test(value), messages.email);
      break;
    case 'tel':
      rule = text.max(TEL_MAX, messages.tooLong(TEL_MAX)).refine((value) => value === '' || TEL.test(value), messages.tel);
      break;
    case 'select': {
      const values = field.options.map((option) => option.value);
      rule = text.refine((value) => value === '' || values.includes(value), messages.oneOf);
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
export function submissionSchema(fields: readonly FormField[], says: Says) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldRule(field, says)])));
}

export type Submission = Record<string, string>;

/** A submission's fields checked: the values kept (trimmed, every field present, '' for one left empty), or what is wrong with each. */
export function checkSubmission(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
  says: Says,
): { ok: true; values: Submission } | { ok: false; problems: FieldProblem[] } {
  const result = submissionSchema(fields, says).safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.flatMap((issue): FieldProblem[] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: key, message: fillMessage(says.unknownField, { name: key }) }))
        : [{ field: String(issue.path[0] ?? ''), message: issue.message }],
    );
    return { ok: false, problems };
  }
  const parsed: Record<string, unknown> = result.data;
  return { ok: true, values: Object.fromEntries(fields.map((field) => [field.name, typeof parsed[field.name] === 'string' ? String(parsed[field.name]) : ''])) };
}
