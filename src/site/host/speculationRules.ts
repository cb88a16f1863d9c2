import type { Funnel } from '../../../schemas/funnel.ts';
import { createFunnelMachine } from '../../engine/createFunnelMachine.ts';
import { nextStepPages } from '../../engine/experiments/nextStepPages.ts';
import { stepUrl } from '../../engine/stepUrl.ts';
import { funnelKey } from '../../engine/funnelKey.ts';
import { receiptSteps } from '../../engine/payments/payingForms.ts';
import { answerPages } from '../../engine/conditions/answerPages.ts';
import { answerTargets } from '../../engine/conditions/answerTargets.ts';
import { initialContext } from '../../engine/createFunnelMachine.ts';

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
    const byAnswers = answerPages(funnel);
    // A receipt is written for each order as it is asked for: fetched ahead, it would be the order before the upsell.
    const receipts = new Set(receiptSteps(funnel).map((stepId) => stepUrl(funnel, stepId)));
    return Object.keys(funnel.steps).flatMap((step): StepSpeculation[] => {
      // A question's page fetches ahead the pages its answers go to, as its own forms point to them: for its
      // own address and for each of its answer pages (/cup/espresso/fruity), each with its own rules.
      const question = funnel.steps[step]?.blocks.find((block) => block.type === 'question');
      if (question?.type === 'question') {
        const pages = [{ path: stepUrl(funnel, step), answers: {} }, ...byAnswers.filter((page) => page.stepId === step)];
        return pages.flatMap(({ path, answers }) => {
          const snapshot = machine.resolveState({ value: step, context: initialContext(funnel, step, undefined, answers) });
          const urls = [...new Set(answerTargets(funnel, machine, snapshot, question).filter((url): url is string => url !== undefined && !receipts.has(url)))];
          if (urls.length === 0) return [];
          const rest = path.slice(stepUrl(funnel, step).length).replaceAll('/', '.');
          return [{ page: path, file: `/speculation/${funnelKey(funnel)}/${step}${rest}.json`, rules: { prefetch: [{ source: 'list', urls, expects_no_vary_search: STEP_NO_VARY_SEARCH }] } }];
        });
      }
      const urls = nextStepPages(funnel, machine, step, { experiments })
        .flatMap((target) => target.pages)
        .filter((url) => !receipts.has(url));
      if (urls.length === 0) return [];
      return [{ page: stepUrl(funnel, step), file: `/speculation/${funnelKey(funnel)}/${step}.json`, rules: { prefetch: [{ source: 'list', urls, expects_no_vary_search: STEP_NO_VARY_SEARCH }] } }];
    });
  });
}
