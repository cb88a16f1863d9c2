import type { LeadForm } from '../../../leads/leadForms.ts';
import type { PageRewriter } from '../../../leads/leadPages.ts';
import { type LeadsEnv, receiveLead } from '../../../leads/receiveLead.ts';
import splitTests from './cloudflareWorker.ts';

// Every form the worker receives, written in by the build (src/site/host/experimentFiles.ts).
declare const __LEAD_FORMS__: LeadForm[];

/** Cloudflare's HTMLRewriter, as the runtime provides it. */
declare class HTMLRewriter implements PageRewriter {
  on(selector: string, handlers: Parameters<PageRewriter['on']>[1]): this;
  transform(response: Response): Response;
}

/**
 * Cloudflare Pages' advanced mode for a site whose forms deliver (issue 45):
 * _routes.json sends the delivering steps' addresses here as well as the
 * split tests' pages. A form's submission is received here; everything else
 * is the split-test worker's, which serves the static files as they are.
 */
export default {
  async fetch(request: Request, env: LeadsEnv, context: { waitUntil(work: Promise<unknown>): void }): Promise<Response> {
    const lead = await receiveLead(request, env, __LEAD_FORMS__, {
      rewriter: () => new HTMLRewriter(),
      waitUntil: (work) => {
        context.waitUntil(work);
      },
    });
    return lead ?? splitTests.fetch(request, env);
  },
};
