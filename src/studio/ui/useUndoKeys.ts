import { useEffect } from 'react';

/**
 * Ctrl+Z (⌘Z) undoes the last change to the funnel and Shift+Ctrl+Z
 * (⇧⌘Z) or Ctrl+Y redoes it, wherever the focus is: a field's own text undo
 * would leave the file and the form apart.
 */
export function useUndoKeys(document: { undo(): void; redo(): void }): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) document.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') document.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  }, [document]);
}
