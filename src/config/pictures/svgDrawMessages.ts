/** What drawSvg.ts and its child process (svgDrawChild.ts) say to each other. */

export interface DrawRequest {
  id: number;
  bytes: Uint8Array;
  budgetMs: number;
  maxPixels: number;
}

export type DrawReply =
  | { ready: true }
  /** Drawn, in this much CPU time. */
  | { id: number; drawn: { width: number; height: number; ms: number } }
  /** Still drawing when its CPU time passed the budget: the parent stops it. */
  | { id: number; stoppedAtMs: number }
  /** librsvg (or libvips) refused to draw it. */
  | { id: number; error: string };
