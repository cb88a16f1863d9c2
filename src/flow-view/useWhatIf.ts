import { useMemo, useState } from 'react';
import type { Forecast } from '../../schemas/forecast.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import { funnelForecast, type FunnelForecast } from '../engine/forecast/funnelForecast.ts';
import { graphOf } from '../engine/graphOf.ts';
import type { FunnelMachine } from '../engine/createFunnelMachine.ts';

export interface WhatIf {
  /** The figures as the visitor has set them: the file's until they change one. */
  figures: Forecast;
  /** The numbers from those figures, or why there are none (a loop no one leaves). */
  result: { ok: true; forecast: FunnelForecast } | { ok: false; problem: string };
  changed: boolean;
  /** Sets one share (0–1) or the visitors a month, by its path in the figures. */
  set: (path: readonly string[], value: number) => void;
  reset: () => void;
  /** Bumped on every reset, so inputs that keep what is being typed start again from the file. */
  generation: number;
}

/** A copy of `figures` with the number at `path` replaced; the objects on the way are copied, the rest shared. */
function withValue(figures: Forecast, path: readonly string[], value: number): Forecast {
  const copy = (node: unknown, depth: number): unknown => {
    const key = path[depth];
    if (key === undefined) return value;
    const record = (typeof node === 'object' && node !== null ? node : {}) as Record<string, unknown>;
    return { ...record, [key]: copy(record[key], depth + 1) };
  };
  return copy(figures, 0) as Forecast;
}

/**
 * The flow view's what-if state: the funnel's forecast figures, each one the
 * visitor can change, and the numbers recomputed from the machine at once.
 */
export function useWhatIf(funnel: Funnel, machine: FunnelMachine, original: Forecast): WhatIf {
  const [figures, setFigures] = useState(original);
  const [generation, setGeneration] = useState(0);
  const result = useMemo((): WhatIf['result'] => {
    try {
      return { ok: true, forecast: funnelForecast(funnel, graphOf(machine), figures) };
    } catch (error) {
      return { ok: false, problem: error instanceof Error ? error.message : String(error) };
    }
  }, [funnel, machine, figures]);
  return {
    figures,
    result,
    changed: figures !== original,
    set: (path, value) => {
      setFigures((current) => withValue(current, path, value));
    },
    reset: () => {
      setFigures(original);
      setGeneration((count) => count + 1);
    },
    generation,
  };
}
