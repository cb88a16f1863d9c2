import type { Forecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { MachineGraph } from '../machineGraph.ts';
import { forecastFunnel, type FunnelNumbers } from './forecastFunnel.ts';
import { splitTestNumbers, type SplitTestNumbers } from './splitTestNumbers.ts';

export interface FunnelForecast {
  slug: string;
  title: string;
  /** The control's numbers: what every visitor sees with no split test running. */
  numbers: FunnelNumbers;
  splitTests: SplitTestNumbers[];
}

/** Everything `npm run forecast` prints and the flow view shows for one funnel, from its machine's graph and a set of figures. */
export function funnelForecast(funnel: Funnel, graph: MachineGraph, forecast: Forecast): FunnelForecast {
  const input = { funnel, graph, forecast };
  return {
    slug: funnel.slug,
    title: funnel.title,
    numbers: forecastFunnel(input),
    splitTests: funnel.experiments.map((experiment) => splitTestNumbers(input, experiment)),
  };
}
