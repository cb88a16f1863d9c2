import type { RJSFSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listContent, removeProject } from '../../api/contentCalls.ts';
import type { ContentList } from '../../api/contentTypes.ts';
import { assignFields } from '../assignFields.ts';
import type { StudioProblem } from '../funnelDocument.ts';
import { errorSchemaAt } from '../problemsAt.ts';
import { ProblemList } from '../ProblemList.tsx';
import { SchemaForm } from '../SchemaForm.tsx';
import type { PreviewSize } from '../StepPreviews.tsx';
import { DocumentHeader } from '../DocumentHeader.tsx';
import { blockUiSchema, uiSchemaFor } from '../uiSchemaFor.ts';
import { useUndoKeys } from '../useUndoKeys.ts';
import { schemaOf } from './contentClient.ts';
import { ContentPreviews, type PreviewPage } from './ContentPreviews.tsx';
import { BlockList } from '../BlockList.tsx';
import { blockTypesShowing, fieldsSchema, itemSchema, pageBlockSchema, pageBlockTypes } from './contentSchema.ts';
import { ItemList } from './ItemList.tsx';
import { ShowcaseCard } from './ShowcaseCard.tsx';
import { useContentDocument } from './useContentDocument.ts';
import { usePageBlockStarters, type PageBlock } from './usePageBlockStarters.ts';

/** What the inspector shows: the file's own fields, an item of one of its lists, or a case study's card on the showcase. */
type Part = { kind: 'fields' } | { kind: 'item'; index: number | undefined } | { kind: 'card' };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list a file is edited as: a list file's items, a page's blocks, a case study's screens; none for site.json. */
function listKey(kind: string, id: string): { key: string | undefined; title: string; noun: string } | undefined {
  // A list file is named for what it holds: services.json's items are services, case-studies.json's case study cards.
  if (kind === 'list') {
    const noun = id.replace(/ies$/, 'y').replace(/s$/, '').replace(/-/g, ' ');
    return { key: undefined, title: id.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase()), noun: id === 'case-studies' ? 'case study card' : noun };
  }
  if (kind === 'page' || kind === 'template') return { key: 'blocks', title: 'Blocks', noun: 'block' };
  if (kind === 'project') return { key: 'screens', title: 'Screens', noun: 'screen' };
  return undefined;
}

/** The site's pages a file shows on: a page itself, a case study's own page and the showcase, a list's pages by the blocks that show it. */
function previewPages(id: string, kind: string, config: unknown, listing: ContentList | null): PreviewPage[] {
  const pages = listing?.files.filter((file) => file.kind === 'page' && file.address !== undefined) ?? [];
  if (kind === 'page') return isRecord(config) && typeof config.path === 'string' ? [{ name: config.path, address: config.path }] : [];
  if (kind === 'template') {
    const first = listing?.files.find((file) => file.kind === 'project')?.address;
    return first === undefined ? [] : [{ name: first, address: first }];
  }
  if (kind === 'project') return [{ name: `/${id}`, address: `/${id}` }, { name: '/showcase', address: '/showcase' }];
  const types = blockTypesShowing(id);
  const showing = pages.filter((page) => page.blockTypes.some((type) => types.includes(type)));
  const chosen = showing.length > 0 ? showing : pages.filter((page) => page.address === '/');
  return chosen.map((page) => ({ name: page.address ?? '/', address: page.address ?? '/' }));
}

/** /__studio/content/<id>: a page, a case study or a list of content/, beside the site's pages it shows on, with the form of what is selected. */
export function ContentEditor({ id }: { id: string }) {
  const [doc, state] = useContentDocument(id);
  const [part, setPart] = useState<Part>({ kind: 'fields' });
  const [size, setSize] = useState<PreviewSize>('phone');
  const [choosing, setChoosing] = useState(false);
  const [listing, setListing] = useState<ContentList | null>(null);
  const [removal, setRemoval] = useState('');
  const navigate = useNavigate();
  useUndoKeys(doc);

  useEffect(() => {
    listContent().then(setListing, () => undefined);
  }, []);

  const config = state.config;
  const schema = state.config === null ? undefined : schemaOf(id);
  const kind = listing?.files.find((file) => file.id === id)?.kind ?? (id.startsWith('projects/') ? 'project' : undefined);
  const title = isRecord(config) && typeof config.title === 'string' && kind !== 'page' ? config.title : `${id}.json`;
  const hasBlocks = kind === 'page' || kind === 'template';
  const starters = usePageBlockStarters(id, config, hasBlocks ? listing : null);

  useEffect(() => {
    document.title = `${title} · Site studio`;
  }, [title]);

  if (config === null || schema === undefined || kind === undefined) {
    return (
      <div className="studio-page">
        <DocumentHeader title={title} file={`content/${id}.json`} doc={doc} state={state} />
        <main id="studio-main" className="list-main">
          {state.status === 'failed' ? <p role="alert" className="callout callout-danger">{state.failure}</p> : <p role="status">Loading content/{id}.json…</p>}
        </main>
      </div>
    );
  }

  const list = listKey(kind, id);
  const listPath = list?.key === undefined ? [] : [list.key];
  const fields = list?.key === undefined && kind === 'list' ? undefined : fieldsSchema(schema, list?.key === undefined ? [] : [list.key]);
  const fieldKeys = Object.keys(fields?.properties ?? {});
  // A list file has no fields of its own: it opens on its items.
  const current: Part = part.kind === 'fields' && fields === undefined ? { kind: 'item', index: undefined } : part;
  const items: unknown[] = list === undefined ? [] : list.key === undefined ? (Array.isArray(config) ? config : []) : isRecord(config) && Array.isArray(config[list.key]) ? (config[list.key] as unknown[]) : [];
  const selected = current.kind === 'item' && current.index !== undefined && current.index < items.length ? current.index : undefined;
  const selectedItem = selected === undefined ? undefined : items[selected];
  const pages = previewPages(id, kind, config, listing);
  const ownPage = kind === 'page' || kind === 'template' ? pages[0]?.name : undefined;
  const slug = kind === 'project' ? id.slice('projects/'.length) : '';
  // A case study's new pictures go beside its others, under public/art/projects/<slug>/; any other file's where its schema says.
  const artContext = kind === 'project' ? { artFolder: id } : undefined;
  // A new case study's file is written at its first valid change: until then its page and card cannot be shown.
  const written = doc.diskVersion !== null && doc.diskVersion !== '';

  const editList = (change: (list: unknown[]) => void) => {
    doc.edit((draft) => {
      if (list?.key === undefined) {
        if (Array.isArray(draft)) change(draft);
      } else if (isRecord(draft)) {
        const target = Array.isArray(draft[list.key]) ? (draft[list.key] as unknown[]) : (draft[list.key] = []);
        change(target);
      }
    }, '');
  };

  const goTo = (problem: StudioProblem) => {
    const [first, index] = list?.key === undefined ? [undefined, problem.path[0]] : problem.path;
    if ((list?.key === undefined || first === list.key) && typeof index === 'number') setPart({ kind: 'item', index });
    else setPart({ kind: 'fields' });
  };

  let form: { schema: RJSFSchema; ui: ReturnType<typeof uiSchemaFor>; value: unknown; at: (string | number)[]; label: string } | undefined;
  if (current.kind === 'fields' && fields !== undefined && isRecord(config)) {
    form = { schema: fields, ui: uiSchemaFor(fields), value: Object.fromEntries(Object.entries(config).filter(([key]) => fieldKeys.includes(key))), at: [], label: kind === 'project' ? 'Case study' : kind === 'site' ? 'Site' : 'Page' };
  } else if (selected !== undefined && list !== undefined) {
    const type = isRecord(selectedItem) && typeof selectedItem.type === 'string' ? selectedItem.type : undefined;
    const shape = list.key === 'blocks' ? (type === undefined ? undefined : pageBlockSchema(schema, type)) : itemSchema(schema, list.key);
    if (shape !== undefined) {
      form = { schema: shape, ui: list.key === 'blocks' ? blockUiSchema(shape) : uiSchemaFor(shape), value: selectedItem, at: [...listPath, selected], label: `${type ?? list.noun} ${String(selected + 1)}` };
    }
  }

  // One pair for both lists (a page's blocks and any other list): an item moved or removed, and the selection following it.
  const moveAndRemove = {
    onMove: (from: number, to: number) => {
      editList((target) => {
        const [moved] = target.splice(from, 1);
        target.splice(to, 0, moved);
      });
      setPart({ kind: 'item', index: to });
    },
    onRemove: (index: number) => {
      editList((target) => void target.splice(index, 1));
      setPart({ kind: 'item', index: undefined });
    },
  };

  return (
    <div className="studio-page editor">
      <DocumentHeader title={title} file={`content/${id}.json`} doc={doc} state={state} />
      <nav className="editor-nav" aria-label="Content parts">
        <ul className="nav-list">
          {fields !== undefined && (
            <li>
              <button type="button" className="nav-item" aria-current={current.kind === 'fields' ? 'true' : undefined} onClick={() => { setPart({ kind: 'fields' }); }}>
                {kind === 'project' ? 'Case study' : kind === 'site' ? 'Site' : 'Page'}
              </button>
            </li>
          )}
            {list !== undefined && (
              <li>
                <button type="button" className="nav-item" aria-current={current.kind === 'item' ? 'true' : undefined} onClick={() => { setPart({ kind: 'item', index: undefined }); }}>
                  {list.title}
                </button>
              </li>
            )}
            {kind === 'project' && (
              <li>
                <button type="button" className="nav-item" aria-current={current.kind === 'card' ? 'true' : undefined} onClick={() => { setPart({ kind: 'card' }); }}>
                  On the showcase
                </button>
              </li>
            )}
        </ul>
      </nav>

      <main id="studio-main" className="editor-main" tabIndex={-1}>
        <h1 className="visually-hidden">{title}</h1>
        <div className="canvas-toolbar">
          <h2>Previews</h2>
          <div className="segmented" role="group" aria-label="Preview size">
            <button type="button" aria-pressed={size === 'phone'} onClick={() => { setSize('phone'); }}>
              Phone 390
            </button>
            <button type="button" aria-pressed={size === 'desktop'} onClick={() => { setSize('desktop'); }}>
              Desktop 1366
            </button>
          </div>
          {ownPage !== undefined && (
            <label className="switch">
              <input type="checkbox" checked={choosing} onChange={(event) => { setChoosing(event.target.checked); }} />
              Click in a preview selects a block
            </label>
          )}
        </div>
        {kind === 'project' && !written && <p className="callout">The case study’s page and its card show here once its file is written: when the check finds no problem with it.</p>}
        {/* Drawn anew when a new case study's file is first written: its page was the site's 404 until then. */}
        <ContentPreviews
          key={`${size} ${String(written)}`}
          pages={pages}
          size={size}
          current={ownPage}
          selectedBlock={selected}
          choosing={choosing}
          onSelect={(_, block) => { if (block !== undefined) setPart({ kind: 'item', index: block }); }}
        />
      </main>

      <aside className="inspector" aria-label="Inspector">
        <ProblemList problems={state.problems} onGo={goTo} />
        {current.kind === 'item' && list !== undefined && list.key === 'blocks' && (
          // A page's blocks, as a funnel step's: the same list, its types from the page file's schema.
          <BlockList<PageBlock>
            at={listPath}
            blocks={items.filter(isRecord).map((item) => ({ ...item, type: typeof item.type === 'string' ? item.type : '' }))}
            selected={selected}
            problems={state.problems}
            types={pageBlockTypes(schema)}
            starters={starters}
            onSelect={(index) => { setPart({ kind: 'item', index }); }}
            {...moveAndRemove}
            onAdd={(block, at) => {
              editList((target) => void target.splice(at, 0, block));
              setPart({ kind: 'item', index: at });
            }}
          />
        )}
        {current.kind === 'item' && list !== undefined && list.key !== 'blocks' && (
          <ItemList
            title={list.title}
            noun={list.noun}
            items={items}
            at={listPath}
            selected={selected}
            problems={state.problems}
            onSelect={(index) => { setPart({ kind: 'item', index }); }}
            {...moveAndRemove}
            // A new item starts empty: the check names each field it still needs, and nothing is written until it has them.
            onAdd={(at) => {
              editList((target) => void target.splice(at, 0, {}));
              setPart({ kind: 'item', index: at });
            }}
          />
        )}
        {form !== undefined && (
          <section className="block-form" aria-labelledby="studio-content-form-title">
            <h3 id="studio-content-form-title">{form.label}</h3>
            <SchemaForm
              key={`${id} ${form.label}`}
              idPrefix={`content-${form.at.join('-') || 'fields'}`}
              schema={form.schema}
              uiSchema={form.ui}
              value={form.value}
              errors={errorSchemaAt(state.problems, form.at)}
              context={artContext}
              onChange={(value, field) => {
                const at = form.at;
                doc.edit((draft) => {
                  if (at.length === 0 && isRecord(draft) && isRecord(value)) assignFields(draft, fieldKeys, value);
                  else if (list !== undefined) {
                    const target = list.key === undefined ? draft : isRecord(draft) ? draft[list.key] : undefined;
                    if (Array.isArray(target)) target[Number(at.at(-1))] = value;
                  }
                }, `${at.join('.')} ${field}`);
              }}
            />
          </section>
        )}
        {current.kind === 'card' && kind === 'project' && <ShowcaseCard slug={slug} project={config} written={written} />}
        {kind === 'project' && current.kind === 'fields' && written && (
          <section className="panel danger-zone" aria-labelledby="studio-remove-title">
            <h3 id="studio-remove-title">Remove this case study</h3>
            <p className="muted">Its file goes, and its card leaves the showcase. To keep its page but take it off the showcase, hide it under On the showcase.</p>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                if (!window.confirm(`Remove content/${id}.json and its card on the showcase?`)) return;
                void removeProject(slug, doc.diskVersion ?? '').then((result) => {
                  if (result.status === 'removed') void navigate('/');
                  else setRemoval(result.message);
                }, (error: unknown) => { setRemoval(String(error)); });
              }}
            >
              Remove case study
            </button>
            {removal !== '' && <p role="alert" className="field-error">{removal}</p>}
          </section>
        )}
      </aside>
    </div>
  );
}
