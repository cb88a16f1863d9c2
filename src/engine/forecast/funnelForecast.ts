import type { Forecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import { allAssignments } from '../experiments/allAssignments.ts';
import { experimentId } from '../experiments/experimentIds.ts';
import type { MachineGraph } from '../machineGraph.ts';
import { blendNumbers } from './blendNumbers.ts';
import { forecastFunnel, type ForecastInput, type FunnelNumbers } from './forecastFunnel.ts';
import { splitTestNumbers, type SplitTestNumbers } from './splitTestNumbers.ts';

export interface FunnelForecast {
  slug: string;
  title: string;
  /** The control's numbers: what every visitor sees with no split test running. */
  numbers: FunnelNumbers;
  /**
   * What the visitors as a whole get while the split tests run: every variant's numbers weighted by its
   * configured share of visitors; the control's numbers when no test runs. The headline figures.
   */
  blended: FunnelNumbers;
  splitTests: SplitTestNumbers[];
}

/** Every combination of one variant per split test, weighted by the share of visitors that gets it. */
function blendOfTests(input: ForecastInput, control: FunnelNumbers): FunnelNumbers {
  const { funnel } = input;
  if (funnel.experiments.length === 0) return control;
  const parts = allAssignments(funnel).map((variants) => {
    const weight = funnel.experiments.reduce((product, experiment) => {
      const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
      const chosen = experiment.variants.find((variant) => variant.id === variants[experimentId(funnel, experiment)]);
      return product * (total === 0 ? 0 : (chosen?.weight ?? 0) / total);
    }, 1);
    return { weight, numbers: forecastFunnel({ ...input, variants }) };
  });
  return blendNumbers(parts);
}

/** Everything `npm run forecast` prints and the flow view shows for one funnel, from its machine's graph and a set of figures. */
export function funnelForecast(funnel: Funnel, graph: MachineGraph, forecast: Forecast): FunnelForecast {
  const input = { funnel, graph, forecast };
  const numbers = forecastFunnel(input);
  return {
    slug: funnel.slug,
    title: funnel.title,
    numbers,
    blended: blendOfTests(input, numbers),
    splitTests: funnel.experiments.map((experiment) => splitTestNumbers(input, experiment)),
  };
}
