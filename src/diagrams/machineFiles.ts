import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import { machineGraph } from '../engine/machineGraph.ts';
import { machineConfigJson } from './machineConfigJson.ts';
import { machineDiagram } from './machineDiagram.ts';

/** The folder, from the project root, that `npm run machines` writes. */
export const MACHINES_DIR = 'machines';

/** Every file `npm run machines` writes, by name in machines/: `<slug>.mmd` and `<slug>.json` per funnel, built by the site's own factory. */
export function machineFiles(funnels: readonly Funnel[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const funnel of [...funnels].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
    const machine = createFunnelMachine(funnel);
    files.set(`${funnel.slug}.mmd`, machineDiagram(machineGraph(machine)));
    files.set(`${funnel.slug}.json`, machineConfigJson(machine));
  }
  return files;
}
