import type { SyntheticEvent } from 'react';
import { fieldMessages, type NamedField } from '../../engine/delivery/fieldMessages.ts';
import type { Words } from '../../i18n/Words.ts';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The browser's own check of a field, saying what is wrong in the page's language rather than the
 * browser's: the message the worker would give (fieldMessages), set as the field's custom validity when the
 * browser finds it invalid, and cleared as soon as the visitor changes it so the browser checks afresh.
 */
export function fieldValidity(field: NamedField, says: Words['validation'], maxLength?: number) {
  const messages = fieldMessages(field, says);
  return {
    onInvalid(event: SyntheticEvent<Control>) {
      const control = event.currentTarget;
      control.setCustomValidity('');
      const { validity } = control;
      const message = validity.valueMissing
        ? messages.missing
        : validity.tooLong && maxLength !== undefined
          ? messages.tooLong(maxLength)
          : validity.typeMismatch || validity.patternMismatch
            ? field.type === 'tel'
              ? messages.tel
              : messages.email
            : '';
      control.setCustomValidity(message);
    },
    onInput(event: SyntheticEvent<Control>) {
      event.currentTarget.setCustomValidity('');
    },
  };
}
