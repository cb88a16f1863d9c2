import { useId, useState } from 'react';
import type { BlockFile } from './blockStarters.ts';
import type { StudioProblem } from './funnelDocument.ts';
import { blockDescription, blockTypeNames } from './funnelJsonSchema.ts';
import { problemsUnder } from './problemsAt.ts';

/** A block's name in a list: its type and the first words it shows. */
function blockLabel(block: BlockFile): string {
  const record = block as Record<string, unknown>;
  const words = ['heading', 'brand', 'legend', 'title', 'label', 'text', 'name'].map((key) => record[key]).find((value) => typeof value === 'string');
  return typeof words === 'string' ? words : '';
}

interface BlockListProps {
  stepId: string;
  blocks: readonly BlockFile[];
  selected: number | undefined;
  problems: readonly StudioProblem[];
  starters: ReadonlyMap<string, BlockFile>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: (block: BlockFile, at: number) => void;
  /** Someone is about to add a block: the time to gather more starting blocks. */
  onReachForBlock: () => void;
}

/** The step's blocks in order: select one (as a click in its preview does), move it, remove it, or add one from the block registry. */
export function BlockList({ stepId, blocks, selected, problems, starters, onSelect, onMove, onRemove, onAdd, onReachForBlock }: BlockListProps) {
  const addable = blockTypeNames.filter((type) => starters.has(type));
  const [type, setType] = useState(addable[0] ?? '');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="block-list">
      <h3 id={`${id}-title`}>Blocks</h3>
      <ol>
        {blocks.map((block, index) => {
          const count = problemsUnder(problems, ['steps', stepId, 'blocks', index]).length;
          return (
            <li key={index} className={index === selected ? 'is-selected' : undefined}>
              <button type="button" className="block-pick" aria-pressed={index === selected} onClick={() => { onSelect(index); }}>
                <span className="block-type">{block.type}</span>
                <span className="block-words">{blockLabel(block)}</span>
                {count > 0 && (
                  <span className="badge badge-danger">
                    {count} {count === 1 ? 'problem' : 'problems'}
                  </span>
                )}
              </button>
              <span className="row-tools">
                <button type="button" className="icon-button" disabled={index === 0} onClick={() => { onMove(index, index - 1); }} aria-label={`Move ${block.type} block ${String(index + 1)} up`}>
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  disabled={index === blocks.length - 1}
                  onClick={() => { onMove(index, index + 1); }}
                  aria-label={`Move ${block.type} block ${String(index + 1)} down`}
                >
                  ↓
                </button>
                <button type="button" className="icon-button danger" onClick={() => { onRemove(index); }} aria-label={`Remove ${block.type} block ${String(index + 1)}`}>
                  ×
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const starter = starters.get(type);
          if (starter === undefined) return;
          const at = selected === undefined ? blocks.length : selected + 1;
          onAdd(structuredClone(starter), at);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-type`}>Add a block</label>
          <select id={`${id}-type`} value={type} onFocus={onReachForBlock} onPointerDown={onReachForBlock} onChange={(event) => { setType(event.target.value); }} aria-describedby={`${id}-about`}>
            {addable.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <p id={`${id}-about`} className="hint">
            {blockDescription(type)}
            {selected === undefined ? '; added at the end.' : '; added after the selected block.'}
          </p>
        </div>
        <button type="submit" className="button">
          Add block
        </button>
      </form>
    </section>
  );
}
