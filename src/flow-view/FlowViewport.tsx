import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { useId, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FlowDiagram, type FlowDiagramProps } from './FlowDiagram.tsx';
import type { FlowLayout } from './flowLayout.ts';
import { fitScale, fitView, initialView, LEGIBLE_SCALE, OPENING_MAX_SCALE, PAGE_PAN, PAN_PX, ZOOM_STEP } from './initialView.ts';

/** Taller than wide: the flow reads down the screen; wider than tall, across it. */
const PORTRAIT = '(orientation: portrait)';
/** The most it zooms in: a box's words at three times their size. */
const MAX_SCALE = 3;
/** Room around the drawing it may be moved into, in its own units. */
const PAD = 24;

function subscribeShape(onChange: () => void) {
  const query = window.matchMedia(PORTRAIT);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

export interface FlowViewportProps extends Omit<FlowDiagramProps, 'layout' | 'className'> {
  /** The same machine laid out across (for a screen wider than tall) and down (taller than wide). */
  layouts: { wide: FlowLayout; narrow: FlowLayout };
  /** The step it opens centred on: the visitor's, the one being edited, the live one. */
  focus: string | undefined;
  /** The canvas's accessible name, e.g. "The flow diagram". */
  label: string;
  /** The canvas's tallest, as CSS; a short drawing gets a shorter canvas. */
  maxHeight: string;
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Canvas = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: grab;
  /* One finger scrolls the page as anywhere else; two move and pinch the diagram (the browser's own pinch would zoom the page). */
  touch-action: pan-x pan-y;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Stage = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  transform-origin: 0 0;
  svg {
    position: absolute;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  button {
    min-width: 40px;
    min-height: 40px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 650;
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/**
 * A machine's diagram in a window it can be moved and zoomed in, with
 * d3-zoom: drag, two-finger pinch, Ctrl (or ⌘) with the wheel, the buttons,
 * and once the canvas has focus the keys (arrows move, + and − zoom, 0
 * fits; Shift with an arrow moves a page). A wheel without a modifier and a one-finger swipe scroll the page,
 * never the diagram. It opens legible, centred on `focus` (initialView),
 * laid out across on a screen wider than tall and down on one taller than
 * wide. Used by the flow view, the studio's flow panel and /__machines.
 */
export function FlowViewport({ layouts, focus, label, maxHeight, ...diagram }: FlowViewportProps) {
  const portrait = useSyncExternalStore(
    subscribeShape,
    () => window.matchMedia(PORTRAIT).matches,
    () => false,
  );
  const layout = portrait ? layouts.narrow : layouts.wide;
  const canvas = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const hintId = useId();
  const { bounds } = layout;

  useLayoutEffect(() => {
    const element = canvas.current;
    const inner = stage.current;
    if (element === null || inner === null) return;
    const zoomer = zoom<HTMLDivElement, unknown>()
      .translateExtent([
        [bounds.x - PAD, bounds.y - PAD],
        [bounds.x + bounds.width + PAD, bounds.y + bounds.height + PAD],
      ])
      .filter((event: Event) => {
        // The wheel scrolls the page unless a modifier asks for zoom (a trackpad's pinch arrives as Ctrl + wheel).
        if (event instanceof WheelEvent) return event.ctrlKey || event.metaKey;
        if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent) return event.touches.length >= 2;
        return event instanceof MouseEvent && !event.ctrlKey && event.button === 0;
      })
      .on('zoom', (event: { transform: { x: number; y: number; k: number } }) => {
        const { x, y, k } = event.transform;
        inner.style.transform = `translate(${String(x)}px, ${String(y)}px) scale(${String(k)})`;
      });
    const selection = select(element).call(zoomer);
    behaviour.current = zoomer;
    const open = (size: { width: number; height: number }) => {
      zoomer.scaleExtent([Math.min(LEGIBLE_SCALE, fitScale(bounds, size)) * 0.9, MAX_SCALE]);
      const start = initialView(layout, size, layout.nodes.find((placed) => placed.node.id === focus));
      zoomer.transform(selection, zoomIdentity.translate(start.x, start.y).scale(start.k));
    };
    // A canvas in a dialog that is not open yet has no size: it opens once it has one.
    const opening = new ResizeObserver(() => {
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      opening.disconnect();
      open({ width: element.clientWidth, height: element.clientHeight });
    });
    opening.observe(element);
    return () => {
      opening.disconnect();
      selection.on('.zoom', null);
      behaviour.current = null;
    };
  }, [layout, bounds, focus]);

  const act = (change: (zoomer: ZoomBehavior<HTMLDivElement, unknown>, element: HTMLDivElement) => void) => {
    const element = canvas.current;
    const zoomer = behaviour.current;
    if (element !== null && zoomer !== null) change(zoomer, element);
  };
  const zoomBy = (factor: number) => {
    act((zoomer, element) => {
      zoomer.scaleBy(select(element), factor);
    });
  };
  const fit = () => {
    act((zoomer, element) => {
      const view = fitView(layout, { width: element.clientWidth, height: element.clientHeight });
      zoomer.transform(select(element), zoomIdentity.translate(view.x, view.y).scale(view.k));
    });
  };
  const panBy = (dx: number, dy: number) => {
    act((zoomer, element) => {
      const { k } = select(element).property('__zoom') as { k: number };
      zoomer.translateBy(select(element), dx / k, dy / k);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = canvas.current;
    if (event.altKey || event.ctrlKey || event.metaKey || element === null) return;
    // An arrow shows what lies that way, as it scrolls a page: the drawing moves the other way. Shift moves a page.
    const across = event.shiftKey ? element.clientWidth * PAGE_PAN : PAN_PX;
    const down = event.shiftKey ? element.clientHeight * PAGE_PAN : PAN_PX;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => {
        panBy(across, 0);
      },
      ArrowRight: () => {
        panBy(-across, 0);
      },
      ArrowUp: () => {
        panBy(0, down);
      },
      ArrowDown: () => {
        panBy(0, -down);
      },
      '+': () => {
        zoomBy(ZOOM_STEP);
      },
      '=': () => {
        zoomBy(ZOOM_STEP);
      },
      '-': () => {
        zoomBy(1 / ZOOM_STEP);
      },
      '−': () => {
        zoomBy(1 / ZOOM_STEP);
      },
      '0': fit,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    move();
  };

  // The canvas never scrolls: where the browser scrolls it to show something (a label reached by Tab, a find in
  // the page), the drawing is moved by as much instead, so the same part stays in view and d3-zoom knows where.
  const onScroll = () => {
    const element = canvas.current;
    if (element === null) return;
    const { scrollLeft, scrollTop } = element;
    if (scrollLeft === 0 && scrollTop === 0) return;
    element.scrollLeft = 0;
    element.scrollTop = 0;
    panBy(-scrollLeft, -scrollTop);
  };

  return (
    <Frame>
      <Canvas
        ref={canvas}
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        data-flow-canvas=""
        style={{ height: `min(${maxHeight}, ${String(Math.ceil(bounds.height * OPENING_MAX_SCALE + 2 * PAD))}px)` }}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        <Stage ref={stage}>
          <FlowDiagram {...diagram} layout={layout} style={{ left: bounds.x, top: bounds.y }} />
        </Stage>
      </Canvas>
      <Tools>
        <button type="button" aria-label="Zoom in" onClick={() => { zoomBy(ZOOM_STEP); }}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => { zoomBy(1 / ZOOM_STEP); }}>
          −
        </button>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <p id={hintId}>Drag to move, pinch or Ctrl + scroll to zoom; with the diagram focused, arrow keys move (Shift: a page), + and − zoom, 0 fits.</p>
      </Tools>
    </Frame>
  );
}
