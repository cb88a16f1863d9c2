import type { ExperimentTable } from '../../../engine/experiments/experimentTable.ts';
import { type Assets, edgeAssign } from '../edgeAssign.ts';

// Every funnel's experiments, written in by the build (src/site/host/experimentFiles.ts).
declare const __EXPERIMENT_TABLES__: ExperimentTable[];

/** The part of Cloudflare's HTMLRewriter this worker uses; the runtime provides it. */
interface ElementHandle {
  remove(): void;
}
declare class HTMLRewriter {
  on(selector: string, handlers: { element(element: ElementHandle): void }): this;
  transform(response: Response): Response;
}

const unlisted = (response: Response) =>
  new HTMLRewriter()
    .on('meta[name="robots"]', {
      element(element) {
        element.remove();
      },
    })
    .transform(response);

/** Cloudflare Pages' advanced mode: _routes.json sends only the split tests' pages here. */
export default {
  fetch(request: Request, env: { ASSETS: Assets }): Promise<Response> {
    return edgeAssign(request, env.ASSETS, __EXPERIMENT_TABLES__, { random: crypto, unlisted });
  },
};
