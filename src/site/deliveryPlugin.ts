import path from 'node:path';
import type { Plugin } from 'vite';
import { loadProjectData } from '../config/load/projectData.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { funnelPays } from '../engine/payments/payingForms.ts';
import { twinModule } from './twinModule.ts';

/**
 * Keeps delivery's and payment's code (issues 45, 58) out of a build in
 * which no funnel delivers its forms or takes payment, so the demos' scripts are what they were without it:
 * each module with an `.off` twin beside it is linked to the twin
 * (leadsInBuild.ts → leadsInBuild.off.ts, whose false folds every call into
 * delivery away; deliveringStep.ts → deliveringStep.off.ts), so the module
 * graph holds neither the sender nor the chunk it loads. The dev server and
 * the tests, whose funnels may change under them, always hold delivery.
 * The funnels are read from `dataRoot`, the modules are `codeRoot`'s.
 */
export function deliveryPlugin(dataRoot: string, codeRoot: string = dataRoot, site?: string): Plugin {
  let leads = true;
  const src = path.join(codeRoot, 'src') + path.sep;
  return {
    name: 'delivery',
    enforce: 'pre',
    config(_config, { command }) {
      leads = command === 'serve' || loadProjectData(dataRoot, { site }).funnels.some((funnel) => deliveringForms(funnel).length > 0 || funnelPays(funnel));
    },
    async resolveId(source, importer, options) {
      if (leads || importer === undefined || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || !resolved.id.startsWith(src)) return null;
      return twinModule(resolved.id, 'off') ?? null;
    },
  };
}
