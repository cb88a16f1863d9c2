import { errorSchemaAt } from '../problemsAt.ts';
import { ProblemList } from '../ProblemList.tsx';
import { SaveStatus } from '../SaveStatus.tsx';
import { SchemaForm } from '../SchemaForm.tsx';
import { uiSchemaFor } from '../uiSchemaFor.ts';
import { schemaOf } from './contentClient.ts';
import { itemSchema } from './contentSchema.ts';
import { useContentDocument } from './useContentDocument.ts';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A first card for a case study, from what its file says already: its title, cover, search description and first tags. */
function cardFor(slug: string, project: unknown): Json {
  const source = isRecord(project) ? project : {};
  const tags = Array.isArray(source.tags) ? source.tags.slice(0, 3) : [];
  return { title: source.title, href: `/projects/${slug}`, image: source.cover, blurb: source.description, tags };
}

/**
 * A case study on the showcase: its card in content/case-studies.json (the
 * list the showcase and the home page draw), shown, moved, edited or hidden
 * (the card leaves the list; the case study's page stays at its address).
 */
export function ShowcaseCard({ slug, project, written }: { slug: string; project: unknown; written: boolean }) {
  const [doc, state] = useContentDocument('case-studies');
  const cards: unknown[] = Array.isArray(state.config) ? state.config : [];
  const href = `/projects/${slug}`;
  const index = cards.findIndex((card) => isRecord(card) && card.href === href);
  const schema = schemaOf('case-studies');
  const edit = (change: (list: unknown[]) => void) => {
    doc.edit((draft) => {
      if (Array.isArray(draft)) change(draft);
    }, '');
  };
  const move = (to: number) => {
    edit((list) => {
      const [card] = list.splice(index, 1);
      list.splice(to, 0, card);
    });
  };
  return (
    <section className="block-form" aria-labelledby="studio-card-title">
      <h3 id="studio-card-title">On the showcase</h3>
      <p className="mono muted">content/case-studies.json</p>
      <SaveStatus state={state} onLoadFromDisk={() => { doc.loadFromDisk(); }} onKeepMine={() => { doc.keepMine(); }} />
      <ProblemList problems={state.problems} onGo={() => undefined} />
      {index === -1 ? (
        <>
          <p>Not on the showcase: its page is at {href} once written, and no card leads to it.</p>
          <button type="button" className="button primary" disabled={!written || state.config === null} onClick={() => { edit((list) => void list.push(cardFor(slug, project))); }}>
            Show on the showcase
          </button>
          {!written && <p className="hint">The case study’s file must be written first: a card must lead to a case study.</p>}
        </>
      ) : (
        <>
          <p>
            Card {index + 1} of {cards.length} on the showcase and the home page.
          </p>
          <div className="button-group" role="group" aria-label="Place on the showcase">
            <button type="button" className="button small" disabled={index === 0} onClick={() => { move(index - 1); }}>
              Move earlier
            </button>
            <button type="button" className="button small" disabled={index === cards.length - 1} onClick={() => { move(index + 1); }}>
              Move later
            </button>
            <button type="button" className="button small" onClick={() => { edit((list) => void list.splice(index, 1)); }}>
              Hide from the showcase
            </button>
          </div>
          {schema !== undefined && (
            <SchemaForm
              key={`card ${String(index)}`}
              idPrefix="showcase-card"
              schema={itemSchema(schema)}
              uiSchema={uiSchemaFor(itemSchema(schema))}
              value={cards[index]}
              errors={errorSchemaAt(state.problems, [index])}
              // A new card picture goes beside the case study's others, as its own form's uploads do.
              context={{ artFolder: `projects/${slug}` }}
              onChange={(value, field) => {
                doc.edit((draft) => {
                  if (Array.isArray(draft)) draft[index] = value;
                }, `card ${field}`);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
