import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { isValidElement } from 'react';

/**
 * A field that may take one of several shapes (a button that sends an event,
 * scrolls or opens a link): rjsf's own layout draws the choice of shape as a
 * select without a label, so it is given one, naming the field.
 */
export function ChoiceTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const props = isValidElement<{ id?: string; label?: string }>(selector) ? selector.props : {};
  return (
    <div className="choice">
      {props.id !== undefined && (
        <label className="control-label" htmlFor={props.id}>
          Kind of {props.label ?? 'value'}
        </label>
      )}
      {selector}
      {optionSchemaField}
    </div>
  );
}
