import type { FormField } from '../../../schemas/formField.ts';
import { fillMessage } from '../../i18n/fillMessage.ts';
import type { Words } from '../../i18n/Words.ts';

/** The part of a field its messages name: its label, its type and a select's options. */
export type NamedField = Pick<FormField, 'label' | 'type'> & { options?: readonly { label: string }[] };

/**
 * What a visitor is told of one field, in the page's language: its label, then what to do. One source for
 * the browser's own check (fieldValidity) and the worker's (schemas/submission.ts), so the two say the same.
 */
export function fieldMessages(field: NamedField, says: Words['validation']) {
  const say = (message: string, values: Record<string, string> = {}) => fillMessage(message, { label: field.label, ...values });
  return {
    missing: say(field.type === 'select' ? says.chooseOne : says.missing),
    notText: say(says.notText),
    tooLong: (max: number) => say(says.tooLong, { max: String(max) }),
    email: say(says.email),
    tel: say(says.tel),
    oneOf: say(says.oneOf, { options: (field.options ?? []).map((option) => option.label).join(', ') }),
  };
}
