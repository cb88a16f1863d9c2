import { useId, useState } from 'react';
import type { StudioProblem } from './funnelDocument.ts';
import { blockDescription, blockTypeNames } from './funnelJsonSchema.ts';
import { problemsUnder } from './problemsAt.ts';

/** A block's name in a list: its type and the first words it shows. */
function blockLabel(block: { type: string }): string {
  const record = block as Record<string, unknown>;
  const words = ['heading', 'brand', 'legend', 'title', 'label', 'text', 'name'].map((key) => record[key]).find((value) => typeof value === 'string');
  return typeof words === 'string' ? words : '';
}

/** The block types a list may add, in the registry's order, and what each is, in the block reference's words. */
export interface BlockTypes {
  names: readonly string[];
  describe: (type: string) => string;
}

/** A funnel step's blocks: the funnel block registry's. */
const FUNNEL_BLOCKS: BlockTypes = { names: blockTypeNames, describe: blockDescription };

interface BlockListProps<Block extends { type: string }> {
  /** Where the blocks are in the file (`steps.<id>.blocks`, a page's `blocks`), to count each one's problems. */
  at: readonly (string | number)[];
  blocks: readonly Block[];
  selected: number | undefined;
  problems: readonly StudioProblem[];
  /** The types offered: a funnel step's by default, a page's from the page file's schema. */
  types?: BlockTypes;
  starters: ReadonlyMap<string, Block>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: (block: Block, at: number) => void;
  /** Someone is about to add a block: the time to gather more starting blocks. */
  onReachForBlock?: () => void;
}

/** A step's or a page's blocks in order: select one (as a click in its preview does), move it, remove it, or add one from the block registry. */
export function BlockList<Block extends { type: string }>({ at: listAt, blocks, selected, problems, types = FUNNEL_BLOCKS, starters, onSelect, onMove, onRemove, onAdd, onReachForBlock }: BlockListProps<Block>) {
  const addable = types.names.filter((type) => starters.has(type));
  const [type, setType] = useState(addable[0] ?? '');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="block-list">
      <h3 id={`${id}-title`}>Blocks</h3>
      <ol>
        {blocks.map((block, index) => {
          const count = problemsUnder(problems, [...listAt, index]).length;
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
            {types.describe(type)}
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
