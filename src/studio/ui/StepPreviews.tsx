import { useCallback, useEffect, useRef, useState } from 'react';
import type { FunnelFile } from '../../config/newFunnel/newFunnelTemplate.ts';
import { stepAddress } from '../api/siteAddresses.ts';

export type PreviewSize = 'phone' | 'desktop';

/** Each size's page width and height, and the scale its frame is drawn at. */
const SIZES: Record<PreviewSize, { width: number; height: number; scale: number }> = {
  phone: { width: 390, height: 844, scale: 0.62 },
  desktop: { width: 1366, height: 900, scale: 0.36 },
};

const HIGHLIGHT_ID = 'studio-highlight';


/** Outlines the selected block (and, while choosing, the one under the pointer) inside a preview's page. */
function highlight(frame: HTMLIFrameElement, selected: number | undefined, choosing: boolean) {
  const page = frame.contentDocument;
  // A page whose response has come but whose HTML is not parsed yet has no <head>: its load event outlines it.
  // Appending to it threw inside an effect, and React unmounts the whole studio on an uncaught error.
  if (page?.head == null) return;
  let style = page.getElementById(HIGHLIGHT_ID);
  if (style === null) {
    style = page.createElement('style');
    style.id = HIGHLIGHT_ID;
    page.head.append(style);
  }
  const hover = choosing ? '[data-studio-block]:hover { outline: 2px dashed #6366f1; outline-offset: -2px; cursor: pointer; }' : '';
  const chosen =
    selected === undefined ? '' : `[data-studio-block="${String(selected)}"] { outline: 3px solid #4338ca !important; outline-offset: -3px; }`;
  style.textContent = hover + chosen;
}

export interface PreviewProps {
  /** The page's name in the studio: a step's id, a content page's address. */
  stepId: string;
  /** The dev server's address of the page. */
  address: string;
  /** The frame's accessible name. */
  title: string;
  size: PreviewSize;
  current: boolean;
  selectedBlock: number | undefined;
  /** Whether a click in the page selects the block under it (true) or uses the page as a visitor would. */
  choosing: boolean;
  onSelect: (stepId: string, block: number | undefined) => void;
  /** Whether the page may load now: previews load one after another (see StepPreviews), each once it is in sight. */
  live: boolean;
  onLoaded: (stepId: string) => void;
}

/** One page as the dev server serves it, in a frame at phone or desktop width: a click in it can select the block under it. */
export function PagePreview({ stepId, address, title, size, current, selectedBlock, choosing, onSelect, live, onLoaded }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ choosing, onSelect, onLoaded, selected: current ? selectedBlock : undefined });
  useEffect(() => {
    latest.current = { choosing, onSelect, onLoaded, selected: current ? selectedBlock : undefined };
  });
  const { width, height, scale } = SIZES[size];
  // A page loads once its frame comes into sight: each costs the dev server and the browser seconds of both cores,
  // and a quiz of eight steps, or any funnel at desktop size, shows two or three at a time. Out of sight when its
  // turn comes, it passes the turn on, and loads when scrolled to.
  const box = useRef<HTMLDivElement>(null);
  /** Whether the frame has been in sight; undefined until the observer's first report. */
  const [seen, setSeen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = box.current;
    if (element === null || seen === true) return;
    const observer = new IntersectionObserver((entries) => {
      setSeen(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => { observer.disconnect(); };
  }, [seen]);
  const loads = live && seen === true;
  useEffect(() => {
    if (live && seen === false) latest.current.onLoaded(stepId);
  }, [live, seen, stepId]);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    // The page reloads itself when the file is written (Vite's hot reload): each load is set up again.
    const setUp = () => {
      const page = element.contentDocument;
      if (page === null || page.URL === 'about:blank') return;
      // The page draws itself a moment after its load event (the site starts React once the page is idle): the next
      // preview waits until it has, or until it plainly will not (a step not yet written is the site's 404).
      const started = Date.now();
      const drawn = () => {
        if (page.querySelector('[data-studio-block]') !== null || Date.now() - started > 20_000) latest.current.onLoaded(stepId);
        else setTimeout(drawn, 250);
      };
      drawn();
      highlight(element, latest.current.selected, latest.current.choosing);
      page.addEventListener(
        'click',
        (event) => {
          if (!latest.current.choosing) return;
          // The page's own Element, not this window's: test for the method, not the class.
          const target = event.target as Partial<Element> | null;
          const mark = typeof target?.closest === 'function' ? target.closest('[data-studio-block]') : null;
          event.preventDefault();
          event.stopPropagation();
          const index = mark === null ? undefined : Number(mark.getAttribute('data-studio-block'));
          latest.current.onSelect(stepId, index);
        },
        true,
      );
    };
    element.addEventListener('load', setUp);
    if (element.contentDocument?.readyState === 'complete') setUp();
    return () => { element.removeEventListener('load', setUp); };
  }, [stepId]);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    highlight(element, current ? selectedBlock : undefined, choosing);
    if (!current || selectedBlock === undefined) return;
    const view = element.contentWindow;
    const block = element.contentDocument?.querySelector(`[data-studio-block="${String(selectedBlock)}"]`);
    // Scrolls the preview's page alone: scrollIntoView would scroll the studio around it too.
    if (view !== null && block !== null && block !== undefined) view.scrollTo({ top: block.getBoundingClientRect().top + view.scrollY - 80, behavior: 'smooth' });
  }, [current, selectedBlock, choosing]);

  return (
    <figure className={`preview${current ? ' is-current' : ''}`} data-step={stepId}>
      <figcaption>
        <button type="button" className="preview-name" aria-pressed={current} onClick={() => { onSelect(stepId, undefined); }}>
          {stepId}
        </button>
        <a className="mono muted preview-address" href={address} target="_blank" rel="noreferrer">
          {address}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
      <div ref={box} className="preview-frame" style={{ width: width * scale, height: height * scale }}>
        {/* Each split test's control, the blocks the studio edits: ?experiments=off, kept by the site in a cookie until ?experiments=on. */}
        <iframe
          ref={frame}
          data-studio-preview=""
          title={title}
          src={loads ? `${address}?experiments=off` : undefined}
          width={width}
          height={height}
          style={{ transform: `scale(${String(scale)})` }}
        />
      </div>
    </figure>
  );
}

interface StepPreviewsProps {
  /** The funnel's landing address on the site the dev server serves (`/`, `/back-care-class`, `/funnels/skincare`). */
  landing: string;
  funnel: FunnelFile;
  size: PreviewSize;
  currentStep: string | undefined;
  selectedBlock: number | undefined;
  choosing: boolean;
  onSelect: (stepId: string, block: number | undefined) => void;
}

/**
 * Every step of the funnel side by side, each the dev server's live page for it at the served site's address
 * for it, updated by hot reload when the file is written.
 */
export function StepPreviews({ landing, funnel, size, currentStep, selectedBlock, choosing, onSelect }: StepPreviewsProps) {
  // The dev server serves each page as hundreds of modules: loaded all at once, every preview waits on all the
  // others. One at a time, the step being edited first, the one that matters shows soonest.
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const steps = Object.keys(funnel.steps);
  const order = currentStep === undefined ? steps : [currentStep, ...steps.filter((id) => id !== currentStep)];
  const next = order.find((id) => !loaded.has(id));
  const onLoaded = useCallback((stepId: string) => {
    setLoaded((before) => (before.has(stepId) ? before : new Set([...before, stepId])));
  }, []);
  return (
    <div className="previews" role="group" aria-label="Step previews">
      {Object.entries(funnel.steps).map(([stepId, step]) => (
        <PagePreview
          key={`${stepId} ${step.path}`}
          stepId={stepId}
          address={stepAddress(landing, step.path)}
          title={`Preview of the ${stepId} step`}
          size={size}
          current={stepId === currentStep}
          selectedBlock={selectedBlock}
          choosing={choosing}
          onSelect={onSelect}
          live={loaded.has(stepId) || stepId === next}
          onLoaded={onLoaded}
        />
      ))}
    </div>
  );
}
