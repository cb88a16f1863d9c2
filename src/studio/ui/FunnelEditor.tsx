import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { newFunnelTemplate, type FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { blockStarters, fitToStep, type BlockFile } from './blockStarters.ts';
import { AddStepForm } from './AddStepForm.tsx';
import { assignFields as assign } from './assignFields.ts';
import { BlockList } from './BlockList.tsx';
import { FlowPanel } from './FlowPanel.tsx';
import type { StudioProblem } from './funnelDocument.ts';
import { blockJsonSchema, funnelFieldsSchema, sectionSchema, stepFieldsSchema } from './funnelJsonSchema.ts';
import { funnelNames } from './funnelNames.ts';
import { JsonPane } from './JsonPane.tsx';
import { ObservedPane } from './ObservedPane.tsx';
import type { ObservedUpload } from '../api/observedTypes.ts';
import { errorSchemaAt, problemsUnder } from './problemsAt.ts';
import { ProblemList } from './ProblemList.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { stepEvents } from './stepEvents.ts';
import { RenameStepForm } from './RenameStepForm.tsx';
import { insertStepAfter, renameStep, stepIdRefusal } from './stepEdits.ts';
import { StepPreviews, type PreviewSize } from './StepPreviews.tsx';
import { landingAddress, publisher } from '../api/siteAddresses.ts';
import { siteLabel, useServedSite } from './servedSite.tsx';
import { DocumentHeader } from './DocumentHeader.tsx';
import { listFunnels } from '../api/studioApi.ts';
import { documentClient } from './studioClient.ts';
import { TransitionsEditor } from './TransitionsEditor.tsx';
import { blockUiSchema, uiSchemaFor } from './uiSchemaFor.ts';
import { useFunnelDocument } from './useFunnelDocument.ts';
import { useUndoKeys } from './useUndoKeys.ts';

type Section = 'tracking' | 'experiments' | 'forecast';
type View = { kind: 'step'; step: string; tab: 'blocks' | 'step' | 'transitions' } | { kind: 'funnel' } | { kind: 'json'; key: Section };

const SECTIONS: { key: Section; label: string; about: string }[] = [
  { key: 'tracking', label: 'Tracking plan', about: 'Which visitor actions are reported, and with what names (docs/tracking-plan.md).' },
  { key: 'experiments', label: 'Split tests', about: 'Each runs on one step and shows each visitor one of its variants by weight (docs/split-tests.md).' },
  { key: 'forecast', label: 'Forecast', about: 'The sourced figures the forecast computes what the funnel earns from (docs/forecast.md).' },
];

const FUNNEL_KEYS = Object.keys(funnelFieldsSchema.properties ?? {});
const STEP_KEYS = Object.keys(stepFieldsSchema.properties ?? {});

/** Only the given keys of an object, in its own order. */
function pick(value: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
}

/**
 * The previews of a funnel at its addresses on the site the dev server serves; when that site does not hold the
 * funnel (a client's funnel while the portfolio is served, say), where it is published and the way to serve it.
 */
function SitePreviews({ slug, title, children }: { slug: string; title: string; children: (landing: string) => ReactNode }) {
  const { list, switching, choose } = useServedSite();
  if (list === null) return <p className="muted" aria-live="polite">Loading the sites…</p>;
  const landing = landingAddress(list, slug);
  if (landing !== undefined && switching === undefined) return children(landing);
  if (switching !== undefined) return <p className="muted" aria-live="polite">Switching the dev server…</p>;
  const served = list.sites.find((site) => site.key === list.served);
  const home = publisher(list, slug);
  return (
    <div className="callout preview-elsewhere" aria-live="polite">
      <p>
        {served === undefined ? 'The served site' : siteLabel(served)} does not hold {title}, so it has no page here
        {home === undefined ? ' (no valid site holds it).' : `: ${siteLabel(home)} publishes it.`}
      </p>
      {home !== undefined && (
        <button type="button" className="button primary" onClick={() => { choose(home.key); }}>
          Serve {siteLabel(home)}
        </button>
      )}
    </div>
  );
}

/**
 * The other funnels of the project, as starting values for new blocks; read
 * once, when `wanted` first holds (someone reaches for a new block): each
 * read runs the whole check on the server.
 */
function useOtherFunnels(slug: string, wanted: boolean): FunnelFile[] {
  const [others, setOthers] = useState<FunnelFile[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void listFunnels()
      .then((listing) => Promise.all(listing.funnels.filter((funnel) => funnel.slug !== slug).map((funnel) => documentClient.load(funnel.slug).then((file) => file.config))))
      .then((configs) => {
        if (current) setOthers(configs);
      }, () => undefined);
    return () => {
      current = false;
    };
  }, [slug, wanted]);
  return others;
}

/** /__studio/<slug>: one funnel, its steps as live previews, its flow, and the editor of what is selected. */
export function FunnelEditor({ slug }: { slug: string }) {
  // A funnel's pictures live in a folder of its own under public/art/, as the six funnels' do.
  const artContext = useMemo(() => ({ artFolder: slug }), [slug]);
  const [doc, state] = useFunnelDocument(slug);
  const funnel = state.config;
  const [view, setView] = useState<View | null>(null);
  const [block, setBlock] = useState<number | undefined>(undefined);
  const [size, setSize] = useState<PreviewSize>('phone');
  const [choosing, setChoosing] = useState(true);
  const [wantsBlocks, setWantsBlocks] = useState(false);
  const [observed, setObserved] = useState<ObservedUpload | null>(null);
  const overlay = useMemo(() => {
    const shown = observed?.report.funnels.find((candidate) => candidate.slug === slug);
    return observed === null || shown === undefined ? undefined : { funnel: shown, simulated: observed.report.simulated > 0 };
  }, [observed, slug]);
  const others = useOtherFunnels(slug, wantsBlocks);
  useUndoKeys(doc);

  const steps = funnel === null ? [] : Object.keys(funnel.steps);
  const current: View | null = view ?? (funnel === null ? null : { kind: 'step', step: funnel.landing, tab: 'blocks' });
  const currentStep = current?.kind === 'step' && funnel?.steps[current.step] !== undefined ? current.step : undefined;
  const starters = useMemo(() => blockStarters(funnel === null ? [] : [funnel, newFunnelTemplate(slug), ...others]), [funnel, others, slug]);

  useEffect(() => {
    document.title = `${funnel?.title ?? slug} · Site studio`;
  }, [funnel?.title, slug]);

  const selectStep = (step: string, index: number | undefined) => {
    setView({ kind: 'step', step, tab: 'blocks' });
    setBlock(index);
  };

  const goTo = (problem: StudioProblem) => {
    const [first, step, part, index] = problem.path;
    if (first === 'steps' && typeof step === 'string' && funnel?.steps[step] !== undefined) {
      if (part === 'on') setView({ kind: 'step', step, tab: 'transitions' });
      else if (part === 'blocks') selectStep(step, typeof index === 'number' ? index : undefined);
      else setView({ kind: 'step', step, tab: 'step' });
    } else if (first === 'tracking' || first === 'experiments' || first === 'forecast') setView({ kind: 'json', key: first });
    else setView({ kind: 'funnel' });
  };

  const editStep = (step: string, change: (draft: FunnelFile['steps'][string]) => void, key: string) => { doc.edit((draft) => {
      const target = draft.steps[step];
      if (target !== undefined) change(target);
    }, key); };

  const header = <DocumentHeader title={funnel?.title ?? slug} file={`funnels/${slug}.json`} doc={doc} state={state} />;

  if (funnel === null) {
    return (
      <div className="studio-page">
        {header}
        <main id="studio-main" className="list-main">
          {state.status === 'failed' ? <p role="alert" className="callout callout-danger">{state.failure}</p> : <p role="status">Loading funnels/{slug}.json…</p>}
        </main>
      </div>
    );
  }

  const step = currentStep === undefined ? undefined : funnel.steps[currentStep];
  const selectedBlock = step !== undefined && block !== undefined && block < step.blocks.length ? block : undefined;
  const blockValue = selectedBlock === undefined ? undefined : step?.blocks[selectedBlock];
  const blockSchema = blockValue === undefined ? undefined : blockJsonSchema(blockValue.type);
  const landingSchema = {
    ...funnelFieldsSchema,
    properties: { ...funnelFieldsSchema.properties, landing: { ...(funnelFieldsSchema.properties?.landing as object), enum: steps } },
  };

  return (
    <div className="studio-page editor">
      {header}
      <nav className="editor-nav" aria-label="Funnel parts">
        <h2 className="nav-title">Steps</h2>
        <ul className="nav-list">
          {steps.map((id) => {
            const count = problemsUnder(state.problems, ['steps', id]).length;
            return (
              <li key={id}>
                <button type="button" className="nav-item" aria-current={currentStep === id ? 'true' : undefined} onClick={() => { selectStep(id, undefined); }}>
                  <span>{id}</span>
                  {id === funnel.landing && <span className="chip">landing</span>}
                  {funnel.steps[id]?.final === true && <span className="chip">final</span>}
                  {count > 0 && <span className="badge badge-danger" aria-label={`${String(count)} problems`}>{count}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <AddStepForm
          after={currentStep}
          refuse={(id) => stepIdRefusal(funnel, id)}
          onAdd={(id) => {
            const header = starters.get('header');
            doc.edit((draft) => {
              insertStepAfter(draft, currentStep, id, {
                path: id,
                title: `${id.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase())} · ${draft.title}`,
                description: `The ${id.replace(/-/g, ' ')} step of ${draft.title}.`,
                blocks: header === undefined ? [] : [structuredClone(header)],
                final: true,
              });
            }, `add step ${id}`);
            selectStep(id, undefined);
          }}
        />
        <h2 className="nav-title">Funnel</h2>
        <ul className="nav-list">
          <li>
            <button type="button" className="nav-item" aria-current={current?.kind === 'funnel' ? 'true' : undefined} onClick={() => { setView({ kind: 'funnel' }); }}>
              Name, theme and waits
            </button>
          </li>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <button
                type="button"
                className="nav-item"
                aria-current={current?.kind === 'json' && current.key === section.key ? 'true' : undefined}
                onClick={() => { setView({ kind: 'json', key: section.key }); }}
              >
                {section.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <main id="studio-main" className="editor-main" tabIndex={-1}>
        <h1 className="visually-hidden">{funnel.title}</h1>
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
          <label className="switch">
            <input type="checkbox" checked={choosing} onChange={(event) => { setChoosing(event.target.checked); }} />
            Click in a preview selects a block
          </label>
        </div>
        <SitePreviews slug={slug} title={funnel.title}>
          {(landing) => (
            // A new key per address: the previews of another site's pages load one after another again.
            <StepPreviews key={landing} landing={landing} funnel={funnel} size={size} currentStep={currentStep} selectedBlock={selectedBlock} choosing={choosing} onSelect={selectStep} />
          )}
        </SitePreviews>
        <section className="flow-panel" aria-labelledby="studio-flow-title">
          <h2 id="studio-flow-title">Flow</h2>
          <FlowPanel slug={slug} funnel={funnel} currentStep={currentStep} observed={overlay} />
        </section>
        <ObservedPane slug={slug} upload={observed} onUpload={setObserved} />
      </main>

      <aside className="inspector" aria-label="Inspector">
        <ProblemList problems={state.problems} onGo={goTo} />
        {current?.kind === 'step' && step !== undefined && currentStep !== undefined && (
          <>
            <div className="inspector-head">
              <p className="eyebrow">Step</p>
              <h2>{currentStep}</h2>
            </div>
            <div className="tabs" role="group" aria-label="Step parts">
              {(['blocks', 'transitions', 'step'] as const).map((tab) => (
                <button key={tab} type="button" aria-pressed={current.tab === tab} onClick={() => { setView({ kind: 'step', step: currentStep, tab }); }}>
                  {tab === 'blocks' ? 'Blocks' : tab === 'transitions' ? 'Transitions' : 'Page'}
                </button>
              ))}
            </div>
            {current.tab === 'blocks' && (
              <>
                <BlockList
                  at={['steps', currentStep, 'blocks']}
                  blocks={step.blocks}
                  selected={selectedBlock}
                  problems={state.problems}
                  starters={starters}
                  onReachForBlock={() => { setWantsBlocks(true); }}
                  onSelect={setBlock}
                  onMove={(from, to) => {
                    editStep(currentStep, (draft) => {
                      const [moved] = draft.blocks.splice(from, 1);
                      if (moved !== undefined) draft.blocks.splice(to, 0, moved);
                    }, '');
                    setBlock(to);
                  }}
                  onRemove={(index) => {
                    editStep(currentStep, (draft) => void draft.blocks.splice(index, 1), '');
                    setBlock(undefined);
                  }}
                  onAdd={(added: BlockFile, at) => {
                    doc.edit((draft) => {
                      const target = draft.steps[currentStep];
                      if (target === undefined) return;
                      fitToStep(added, target, currentStep, draft, (one) => stepEvents([one]));
                      target.blocks.splice(at, 0, added);
                    }, '');
                    setBlock(at);
                  }}
                />
                {blockValue !== undefined && blockSchema !== undefined && selectedBlock !== undefined && (
                  <section className="block-form" aria-labelledby="studio-block-title">
                    <h3 id="studio-block-title">
                      {blockValue.type} <span className="muted">block {selectedBlock + 1}</span>
                    </h3>
                    <SchemaForm
                      key={`${currentStep} ${String(selectedBlock)} ${blockValue.type}`}
                      idPrefix={`block-${currentStep}-${String(selectedBlock)}`}
                      schema={blockSchema}
                      uiSchema={blockUiSchema(blockSchema)}
                      value={blockValue}
                      errors={errorSchemaAt(state.problems, ['steps', currentStep, 'blocks', selectedBlock])}
                      context={artContext}
                      onChange={(value, field) => { editStep(currentStep, (draft) => {
                          draft.blocks[selectedBlock] = value as BlockFile;
                        }, `${currentStep}.${String(selectedBlock)}.${field}`); }
                      }
                    />
                  </section>
                )}
              </>
            )}
            {current.tab === 'transitions' && (
              <TransitionsEditor
                funnel={funnel}
                stepId={currentStep}
                problems={state.problems}
                onChange={(on, field) => { editStep(currentStep, (draft) => void (draft.on = on), `${currentStep}.${field}`); }}
              />
            )}
            {current.tab === 'step' && (
              <section className="block-form" aria-label="Page">
                <RenameStepForm
                  key={currentStep}
                  step={currentStep}
                  refuse={(id) => stepIdRefusal(funnel, id)}
                  onRename={(id) => {
                    doc.edit((draft) => void renameStep(draft, currentStep, id), `rename step ${currentStep}`);
                    setView({ kind: 'step', step: id, tab: 'step' });
                  }}
                />
                <SchemaForm
                  idPrefix={`step-${currentStep}`}
                  schema={stepFieldsSchema}
                  uiSchema={uiSchemaFor(stepFieldsSchema)}
                  value={pick(step, STEP_KEYS)}
                  errors={errorSchemaAt(state.problems, ['steps', currentStep])}
                  onChange={(value, field) => { editStep(currentStep, (draft) => { assign(draft, STEP_KEYS, value as Record<string, unknown>); }, `${currentStep}.${field}`); }}
                />
                <button
                  type="button"
                  className="button danger"
                  disabled={currentStep === funnel.landing}
                  onClick={() => {
                    doc.edit((draft) => Reflect.deleteProperty(draft.steps, currentStep), `remove step ${currentStep}`);
                    setView(null);
                  }}
                >
                  Remove the {currentStep} step
                </button>
              </section>
            )}
          </>
        )}
        {current?.kind === 'funnel' && (
          <section className="block-form" aria-labelledby="studio-funnel-title">
            <div className="inspector-head">
              <p className="eyebrow">Funnel</p>
              <h2 id="studio-funnel-title">Name, theme and waits</h2>
            </div>
            <SchemaForm
              idPrefix="funnel"
              schema={landingSchema}
              uiSchema={uiSchemaFor(landingSchema)}
              value={pick(funnel, FUNNEL_KEYS)}
              errors={errorSchemaAt(state.problems, [])}
              onChange={(value, field) => { doc.edit((draft) => { assign(draft, FUNNEL_KEYS, value as Record<string, unknown>); }, `funnel.${field}`); }}
            />
          </section>
        )}
        {current?.kind === 'json' &&
          SECTIONS.filter((section) => section.key === current.key).map((section) => (
            <JsonPane
              key={section.key}
              name={section.key}
              label={section.label}
              about={section.about}
              value={funnel[section.key]}
              schema={sectionSchema(section.key)}
              names={funnelNames(funnel)}
              problems={problemsUnder(state.problems, [section.key])}
              onChange={(value) => { doc.edit((draft) => {
                  if (value === undefined) Reflect.deleteProperty(draft, section.key);
                  else (draft as Record<string, unknown>)[section.key] = value;
                }, `json.${section.key}`); }
              }
            />
          ))}
      </aside>
    </div>
  );
}
