import type { HTMLAttributes } from 'react';
import type { FormField } from '../../../schemas/formField.ts';

export const inputModes: Record<FormField['type'], HTMLAttributes<HTMLInputElement>['inputMode']> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  select: undefined,
};

/**
 * The autocomplete token, so browsers and password managers can fill the
 * field (WCAG 1.3.5): the config's own, else the one its type or name makes
 * plain. Other fields (a preferred month) are not about the visitor.
 */
export function autocompleteFor(field: FormField): string | undefined {
  if (field.autocomplete !== undefined) return field.autocomplete;
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (/^(full)?name$/i.test(field.name)) return 'name';
  return undefined;
}
