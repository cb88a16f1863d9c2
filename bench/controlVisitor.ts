import path from 'node:path';
import type { Funnel } from '../schemas/funnel.ts';
import { loadFunnels } from '../src/config/load/loadFunnels.ts';
import { assignVariants } from '../src/engine/experiments/assignVariants.ts';
import { ID_COOKIE } from '../src/engine/experiments/visitorCookies.ts';

export interface VisitorCookie {
  readonly name: string;
  readonly value: string;
}

/**
 * The id cookie of a returning visitor whom every split test of every funnel puts on its control. The bench
 * measures each route as that visitor: a new one would be put on a variant at random, and on a host with
 * no edge rules the head script would send half of them to a variant's page (noindex by design), so one
 * run would measure another page than the next.
 */
export function controlVisitor(funnels: readonly Funnel[]): VisitorCookie {
  for (let i = 0; i < 100_000; i += 1) {
    const id = i.toString(16).padStart(32, '0');
    const onControls = funnels.every((funnel) => {
      const controls = assignVariants(funnel, undefined);
      return Object.entries(assignVariants(funnel, id)).every(([experiment, variant]) => controls[experiment] === variant);
    });
    if (onControls) return { name: ID_COOKIE, value: id };
  }
  throw new Error('No visitor id puts every split test on its control');
}

/** The control visitor of every funnel in this project's funnels/; throws the config's errors if it does not validate. */
export function projectControlVisitor(): VisitorCookie {
  const { data: funnels, errors } = loadFunnels(path.resolve('funnels'), 'funnels');
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return controlVisitor(funnels);
}
