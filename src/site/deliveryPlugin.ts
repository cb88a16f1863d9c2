import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadProjectData } from '../config/load/projectData.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';

/** `a/b.ts` → `a/b.off.ts`: the module a build without delivery links in its place. */
const offTwin = (file: string) => file.replace(/(\.tsx?)$/, '.off$1');

/**
 * Keeps delivery's code (issue 45) out of a build in which no funnel
 * delivers its forms, so the demos' scripts are byte for byte what they
 * were without it. It defines `__LEADS__` (read through
 * src/engine/delivery/leadsInBuild.ts, whose false folds every call into
 * delivery away), and links each module that has an `.off` twin beside it
 * (deliveringStep.ts → deliveringStep.off.ts) to the twin, so the module
 * graph holds neither the sender nor the chunk it loads. The dev server and
 * the tests, whose funnels may change under them, always hold delivery.
 * The funnels are read from `dataRoot`, the modules are `codeRoot`'s.
 */
export function deliveryPlugin(dataRoot: string, codeRoot: string = dataRoot): Plugin {
  let leads = true;
  const src = path.join(codeRoot, 'src') + path.sep;
  return {
    name: 'delivery',
    enforce: 'pre',
    config(_config, { command }) {
      leads = command === 'serve' || loadProjectData(dataRoot).funnels.some((funnel) => deliveringForms(funnel).length > 0);
      return { define: { __LEADS__: JSON.stringify(leads) } };
    },
    async resolveId(source, importer, options) {
      if (leads || importer === undefined || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || !resolved.id.startsWith(src)) return null;
      const twin = offTwin(resolved.id);
      return twin !== resolved.id && existsSync(twin) ? twin : null;
    },
  };
}
