import type { Funnel } from '../../../schemas/funnel.ts';
import { createFunnelMachine } from '../../engine/createFunnelMachine.ts';
import { reachableSteps } from '../../engine/reachableSteps.ts';
import { variantPages } from '../../engine/experiments/variantAddresses.ts';
import { stepUrl } from '../../engine/stepRoutes.ts';

/** Where a step's rules are published, and the rules: the pages of the steps its machine can show next. */
export interface StepSpeculation {
  /** The step's page, as a `_headers` URL pattern. */
  readonly page: string;
  /** The rules file's path in the build, which the page's Speculation-Rules header names. */
  readonly file: string;
  readonly rules: {
    readonly prefetch: readonly { readonly source: 'list'; readonly urls: readonly string[]; readonly expects_no_vary_search: string }[];
  };
}

/** A step page ignores its query string: the forms that lead to it have no named fields. */
export const STEP_NO_VARY_SEARCH = 'params';

/**
 * For every funnel step that leads on, Speculation Rules that prefetch the
 * pages of the steps its machine can reach (reachableSteps: a tap, a delay,
 * Submitting...). A tap before the page's scripts have started is a plain
 * link or form, so a new document: with it fetched ahead it is drawn at once.
 * Forms submit to `<step>?`, which a prefetch of `<step>` serves only because
 * step pages are sent with `No-Vary-Search: params` and the rules say so.
 */
export function funnelSpeculation(funnels: readonly Funnel[], { experiments = true }: { experiments?: boolean } = {}): StepSpeculation[] {
  return funnels.flatMap((funnel) => {
    const machine = createFunnelMachine(funnel);
    // A step a split test runs on is one page per variant: a visitor may be sent to any of them, so all are fetched ahead.
    const pagesOf = (target: string) => {
      const variants = experiments ? variantPages(funnel, target) : [];
      return variants.length === 0 ? [stepUrl(funnel, target)] : variants.map((page) => page.path);
    };
    return Object.keys(funnel.steps).flatMap((step) => {
      const next = reachableSteps(machine, step);
      if (next.length === 0) return [];
      return [
        {
          page: stepUrl(funnel, step),
          file: `/speculation/${funnel.slug}/${step}.json`,
          rules: { prefetch: [{ source: 'list', urls: next.flatMap(pagesOf), expects_no_vary_search: STEP_NO_VARY_SEARCH }] },
        },
      ];
    });
  });
}
