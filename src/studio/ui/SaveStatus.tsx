import type { DocumentState } from './funnelDocument.ts';

const WORDS: Record<DocumentState['status'], string> = {
  loading: 'Loading…',
  checking: 'Checking…',
  saving: 'Writing the file…',
  saved: 'Saved: the file is valid',
  invalid: 'Not written: a problem stands',
  conflict: 'The file changed on disk',
  failed: 'The studio’s server did not answer',
};

/**
 * Where the file stands, announced to screen readers as it changes (a live
 * region): saved, checking, not written and why, or changed on disk, with the
 * choice of taking the file's version or writing this one over it.
 */
export function SaveStatus({ state, onLoadFromDisk, onKeepMine }: { state: DocumentState<unknown>; onLoadFromDisk: () => void; onKeepMine: () => void }) {
  const count = state.problems.length;
  const words = state.status === 'invalid' ? `Not written: ${String(count)} ${count === 1 ? 'problem stands' : 'problems stand'}` : WORDS[state.status];
  return (
    <div className={`save-status status-${state.status}`}>
      <p role="status" aria-live="polite" className="status-words">
        <span className="status-dot" aria-hidden="true" />
        {words}
        {state.status === 'failed' && state.failure !== '' && <span className="visually-hidden">: {state.failure}</span>}
      </p>
      {state.onDisk !== null && (
        <div className="conflict" role="alert">
          <p>The file was changed outside the studio while your change was not yet written.</p>
          <button type="button" className="button primary small" onClick={onLoadFromDisk}>
            Load the file from disk
          </button>
          <button type="button" className="button small" onClick={onKeepMine}>
            Keep mine and write it over
          </button>
        </div>
      )}
    </div>
  );
}
