import type { OptionalDataControlsTemplateProps } from '@rjsf/utils';

/**
 * The control of an optional group of fields (an option's picture): a file
 * either has the whole group or leaves it out, so the form offers both, named
 * after the group, instead of leaving an emptied group behind that the check
 * would refuse.
 */
export function OptionalDataControls({ id, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  // rjsf names the control after the field's id (`<prefix>_options_0_image__optionalAdd`): its last part is the key.
  const name = /_([a-zA-Z][a-zA-Z0-9]*)__optional\w+$/.exec(id)?.[1] ?? 'these fields';
  if (onAddClick !== undefined) {
    return (
      <button id={id} type="button" className="button small" onClick={onAddClick}>
        Add {name}
      </button>
    );
  }
  if (onRemoveClick !== undefined) {
    return (
      <button id={id} type="button" className="button small" onClick={onRemoveClick}>
        Leave out {name}
      </button>
    );
  }
  return (
    <em id={id} className="muted">
      No {name}
    </em>
  );
}
