import type { ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import { buttonId } from '@rjsf/utils';

/**
 * A list item's move and remove buttons, each named for what it does to
 * which item ("Remove fields item 3"), as the step's block list names its
 * own: rjsf's draw only an arrow or a cross, the same for every item.
 */
export function ArrayItemButtons({ fieldPathId, index, hasMoveUp, hasMoveDown, hasRemove, disabled, readonly, onMoveUpItem, onMoveDownItem, onRemoveItem }: ArrayFieldItemButtonsTemplateProps) {
  const list = fieldPathId.path.findLast((part) => typeof part === 'string') ?? 'list';
  const item = `${list} item ${String(index + 1)}`;
  const off = disabled === true || readonly === true;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button type="button" id={buttonId(fieldPathId, 'moveUp')} className="icon-button" disabled={off || !hasMoveUp} onClick={onMoveUpItem} aria-label={`Move ${item} up`}>
            ↑
          </button>
          <button type="button" id={buttonId(fieldPathId, 'moveDown')} className="icon-button" disabled={off || !hasMoveDown} onClick={onMoveDownItem} aria-label={`Move ${item} down`}>
            ↓
          </button>
        </>
      )}
      {hasRemove && (
        <button type="button" id={buttonId(fieldPathId, 'remove')} className="icon-button danger" disabled={off} onClick={onRemoveItem} aria-label={`Remove ${item}`}>
          ×
        </button>
      )}
    </>
  );
}
