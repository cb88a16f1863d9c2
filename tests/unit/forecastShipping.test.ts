// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { flowData } from '../../src/diagrams/flowData.ts';
import { FUNNEL_MODULE_PREFIX } from '../../src/engine/funnelModuleId.ts';
import { virtualModuleSource } from '../../src/site/projectDataPlugin.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('where the forecast travels', () => {
  it('is left out of every funnel page’s own module and goes with the flow view’s drawing, which loads when the view opens', () => {
    for (const funnel of loadProjectData(root).funnels) {
      const source = virtualModuleSource(root, `${FUNNEL_MODULE_PREFIX}${funnel.slug}`);
      const shipped = JSON.parse(source.slice('export default '.length, -';'.length)) as Record<string, unknown>;
      expect(shipped.slug, funnel.slug).toBe(funnel.slug);
      expect(shipped, funnel.slug).not.toHaveProperty('forecast');
      expect(flowData(funnel).forecast, funnel.slug).toEqual(funnel.forecast);
    }
  });
});
