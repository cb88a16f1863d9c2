import type { DocumentState, FunnelDocument } from './funnelDocument.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { StudioHeader } from './StudioHeader.tsx';

/** The top bar over a file being edited (a funnel, a page, a list): its title and path, whether it is written, and undo and redo. */
export function DocumentHeader<T>({ title, file, doc, state }: { title: string; file: string; doc: FunnelDocument<T>; state: DocumentState<T> }) {
  return (
    <StudioHeader>
      <div className="header-title">
        <span className="muted">/</span> <span>{title}</span> <span className="mono muted">{file}</span>
      </div>
      <div className="header-tools">
        <SaveStatus state={state} onLoadFromDisk={() => { doc.loadFromDisk(); }} onKeepMine={() => { doc.keepMine(); }} />
        <div className="button-group" role="group" aria-label="History">
          <button type="button" className="button" onClick={() => { doc.undo(); }} disabled={!state.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button type="button" className="button" onClick={() => { doc.redo(); }} disabled={!state.canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            Redo
          </button>
        </div>
      </div>
    </StudioHeader>
  );
}
