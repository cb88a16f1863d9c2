import type { LeadForm } from '../../../leads/leadForms.ts';
import type { PageRewriter } from '../../../leads/leadPages.ts';
import { receiveLead } from '../../../leads/receiveLead.ts';
import type { PayConfig } from '../../../payments/payConfig.ts';
import { type PayEnv, receivePayment } from '../../../payments/receivePayment.ts';
import splitTests from './cloudflareWorker.ts';

// What the site's funnels charge and the forms the worker receives, written in by the build (src/site/host/experimentFiles.ts).
declare const __PAY_CONFIG__: PayConfig;
declare const __LEAD_FORMS__: LeadForm[];

/** Cloudflare's HTMLRewriter, as the runtime provides it. */
declare class HTMLRewriter implements PageRewriter {
  on(selector: string, handlers: Parameters<PageRewriter['on']>[1]): this;
  transform(response: Response): Response;
}

/**
 * Cloudflare Pages' advanced mode for a site whose funnel takes payment
 * (issue 58): _routes.json sends the paying steps, the upsell, the receipt
 * and Stripe's webhook here, beside the delivering forms and split tests. A
 * build whose funnels sell nothing bundles the other workers, without Stripe's SDK.
 */
export default {
  async fetch(request: Request, env: PayEnv, context: { waitUntil(work: Promise<unknown>): void }): Promise<Response> {
    const rewriter = () => new HTMLRewriter();
    const paid = await receivePayment(request, env, __PAY_CONFIG__, { rewriter });
    if (paid !== undefined) return paid;
    const lead = await receiveLead(request, env, __LEAD_FORMS__, {
      rewriter,
      waitUntil: (work) => {
        context.waitUntil(work);
      },
    });
    return lead ?? splitTests.fetch(request, env);
  },
};
