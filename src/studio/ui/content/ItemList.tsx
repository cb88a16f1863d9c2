import { useId } from 'react';
import type { StudioProblem } from '../funnelDocument.ts';
import { problemsUnder } from '../problemsAt.ts';

/** An item's name in a list: the first of its words a person would know it by. */
export function itemLabel(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const words = ['title', 'name', 'label', 'heading', 'key', 'domain', 'text', 'type'].map((key) => record[key]).find((value) => typeof value === 'string' && value !== '');
  return typeof words === 'string' ? words : '';
}

interface ItemListProps {
  /** What the list is called, and what one item is ("Screens", "screen"). */
  title: string;
  noun: string;
  items: readonly unknown[];
  /** Where the list is in the file, to count each item's problems. */
  at: readonly (string | number)[];
  selected: number | undefined;
  problems: readonly StudioProblem[];
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Adds an item after the selected one (or at the end); none offered where undefined. */
  onAdd?: (at: number) => void;
}

/** A list of a content file (services, a case study's screens, a page's blocks): select, move, remove and add its items, as a step's blocks are. */
export function ItemList({ title, noun, items, at, selected, problems, onSelect, onMove, onRemove, onAdd }: ItemListProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="block-list">
      <h3 id={`${id}-title`} className="nav-title">
        {title}
      </h3>
      <ol>
        {items.map((item, index) => {
          const count = problemsUnder(problems, [...at, index]).length;
          const name = `${noun} ${String(index + 1)}`;
          return (
            <li key={index} className={index === selected ? 'is-selected' : undefined}>
              <button type="button" className="block-pick" aria-pressed={index === selected} onClick={() => { onSelect(index); }}>
                <span className="block-type">{name}</span>{' '}
                <span className="block-words">{itemLabel(item)}</span>
                {count > 0 && (
                  <span className="badge badge-danger">
                    {count} {count === 1 ? 'problem' : 'problems'}
                  </span>
                )}
              </button>
              <span className="row-tools">
                <button type="button" className="icon-button" disabled={index === 0} onClick={() => { onMove(index, index - 1); }} aria-label={`Move ${name} up`}>
                  ↑
                </button>
                <button type="button" className="icon-button" disabled={index === items.length - 1} onClick={() => { onMove(index, index + 1); }} aria-label={`Move ${name} down`}>
                  ↓
                </button>
                <button type="button" className="icon-button danger" onClick={() => { onRemove(index); }} aria-label={`Remove ${name}`}>
                  ×
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {onAdd !== undefined && (
        <button type="button" className="button small" onClick={() => { onAdd(selected === undefined ? items.length : selected + 1); }}>
          Add {noun}
        </button>
      )}
    </section>
  );
}
