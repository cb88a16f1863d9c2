import { z } from 'zod';
import { imageSchema } from '../../schemas/common.ts';
import type { Funnel, FunnelStep } from '../../schemas/funnel.ts';
import { themeSchema } from '../../schemas/theme.ts';
import { createFunnelMachine } from './createFunnelMachine.ts';
import { machineGraph } from './machineGraph.ts';

/**
 * What the funnel gallery shows of a funnel: enough for its card and no more,
 * so the showcase never loads every funnel's full definition.
 */
export const funnelSummarySchema = z.strictObject({
  slug: z.string().min(1),
  title: z.string().min(1),
  pitch: z.string().min(1),
  colors: themeSchema.shape.colors,
  /** The landing step's hero or product picture; undefined when the landing step has none. */
  art: imageSchema.optional(),
  /** The step labels along the shortest way from the landing step to a thank-you step, e.g. Landing, Order, Thank-you. */
  flow: z.array(z.string().min(1)).min(1),
  order: z.number().int().min(1).optional(),
  /** The split tests running, as a card says it: `Split test on Order: control vs b`. */
  splitTests: z.array(z.string().min(1)).default([]),
  /** A client's live funnel (sites/<key>.json's `showcase`): its address on the client's own domain, where the card leads. */
  live: z.url().optional(),
});

export type FunnelSummary = z.infer<typeof funnelSummarySchema>;

/** `thank-you` reads `Thank-you`: the step id is what the config and the URL call the step. */
function stepLabel(stepId: string): string {
  return stepId.charAt(0).toUpperCase() + stepId.slice(1);
}

/** The picture a visitor meets first: the landing step's first hero or product image. */
function landingArt(landing: FunnelStep | undefined): FunnelSummary['art'] {
  for (const block of landing?.blocks ?? []) {
    if ((block.type === 'hero' || block.type === 'product') && block.image !== undefined) return block.image;
  }
  return undefined;
}

/**
 * The shortest run of steps a visitor can take from the landing step to a
 * final one, read from the funnel's machine (its events and delays, not the
 * URL routes every step accepts), so the card draws the flow that runs.
 */
export function funnelFlow(funnel: Funnel): string[] {
  const graph = machineGraph(createFunnelMachine(funnel));
  // A delayed step is compound (editing, submitting); its states belong to the top-level step.
  const stepOf = (nodeId: string) => nodeId.split('.')[0] ?? nodeId;
  // A step tagged final ends the flow; a final state inside a step (a delivering form's sent) only ends its wait.
  const finals = new Set(graph.nodes.filter((node) => node.final && node.parent === undefined).map((node) => node.id));
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (edge.kind === 'route' || edge.target === undefined) continue;
    const from = stepOf(edge.source);
    const to = stepOf(edge.target);
    if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  }
  const cameFrom = new Map<string, string | undefined>([[graph.initial, undefined]]);
  const queue = [graph.initial];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    if (finals.has(step)) {
      const path: string[] = [];
      for (let at: string | undefined = step; at !== undefined; at = cameFrom.get(at)) path.unshift(stepLabel(at));
      return path;
    }
    for (const to of next.get(step) ?? []) {
      if (!cameFrom.has(to)) {
        cameFrom.set(to, step);
        queue.push(to);
      }
    }
  }
  // The build's graph check guarantees a way to a final step; say so loudly if that ever breaks.
  throw new Error(`${funnel.slug}: no way from the landing step to a final step`);
}

/** The card of one funnel. */
export function funnelSummary(funnel: Funnel): FunnelSummary {
  return funnelSummarySchema.parse({
    slug: funnel.slug,
    title: funnel.title,
    pitch: funnel.pitch,
    colors: funnel.theme.colors,
    art: landingArt(funnel.steps[funnel.landing]),
    flow: funnelFlow(funnel),
    order: funnel.order,
    splitTests: funnel.experiments.map(
      (experiment) => `Split test on ${stepLabel(experiment.step)}: ${experiment.variants.map((variant) => variant.id).join(' vs ')}`,
    ),
  });
}

/** Every funnel's card in the owner's order: numbered funnels first by `order`, then the rest by title. */
export function funnelSummaries(funnels: readonly Funnel[], live: readonly { funnel: Funnel; url: string }[] = []): FunnelSummary[] {
  return [...funnels.map(funnelSummary), ...live.map(({ funnel, url }) => ({ ...funnelSummary(funnel), live: url }))].sort(showcaseOrder);
}

/** The gallery's order: by `order`, those without one last, a tie by title. The studio lists funnels so too. */
export function showcaseOrder(a: { order?: number | undefined; title: string; slug: string }, b: { order?: number | undefined; title: string; slug: string }): number {
  if (a.order !== b.order) return (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY);
  return a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en');
}
