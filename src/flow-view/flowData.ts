import type { Forecast } from '../../schemas/forecast.ts';
import type { FlowLayout } from './flowLayout.ts';

/** A way out of a step: the event a visitor's action sends, where it leads and how long the step waits first. */
export interface FlowWay {
  event: string;
  /** The step it leads to; undefined when it stays (a newsletter's in-place thanks). */
  to: string | undefined;
  waitMs: number | undefined;
  /** The variant of a split test that takes this way instead of the step's own; undefined for every visitor's way. */
  variant?: string | undefined;
  /** On a list of branches, the branch's condition in plain words (`light is highest`), or `otherwise` for its fallback. */
  when?: string | undefined;
}

export interface FlowStep {
  id: string;
  url: string;
  final: boolean;
  ways: FlowWay[];
}

/** A delayed transition, as a visitor sees it: `SUBMIT` on landing shows "Submitting..." for 600 ms, then thank-you. */
export interface FlowWait {
  step: string;
  event: string;
  /** What the step shows while it waits: the form's submitting label. */
  shows: string;
  ms: number | undefined;
  /** The delay's name in the funnel file's `delays`. */
  delay: string | undefined;
  to: string | undefined;
}

/** A split test as the view tells it: where it runs, its variants with their weights and pages, and its goal. */
export interface FlowExperiment {
  /** `skincare.two-bottles-first`, as reports and the machine name it. */
  id: string;
  step: string;
  /** `purchase` for an event, `step thank-you` for a step. */
  goal: string;
  variants: { id: string; weight: number; url: string; leadsTo: { event: string; to: string }[] }[];
}

/**
 * Everything the "How this funnel works" view draws for one funnel, derived
 * from its machine at build time: the diagram laid out both ways (wide
 * screens read it across, phones down), the steps and the waits in words.
 */
export interface FlowData {
  slug: string;
  initial: string;
  wide: FlowLayout;
  narrow: FlowLayout;
  steps: FlowStep[];
  waits: FlowWait[];
  experiments: FlowExperiment[];
  /** The funnel file's forecast figures, which the funnel page itself does not ship; null when it has none. */
  forecast: Forecast | null;
}

/** The funnel's file as written, served as a static file by the build (no route clash: slugs have no dot). */
export function funnelSourceUrl(slug: string): string {
  return `/funnels/${slug}.json`;
}

/** The funnel machine's Mermaid diagram, the same text `npm run machines` writes to machines/. */
export function machineDiagramUrl(slug: string): string {
  return `/machines/${slug}.mmd`;
}
