import type { Forecast, StepForecast } from '../../../schemas/forecast.ts';
import type { Funnel } from '../../../schemas/funnel.ts';
import { type Assignment, variantOf } from '../experiments/experimentIds.ts';

/** One step's figures with another's laid over them, event by event, option by option, bump by bump, answer by answer. */
function overlay(base: StepForecast | undefined, over: StepForecast): StepForecast {
  const options: NonNullable<StepForecast['options']> = { ...base?.options };
  for (const [name, shares] of Object.entries(over.options ?? {})) options[name] = { ...options[name], ...shares };
  const answers: NonNullable<StepForecast['answers']> = { ...base?.answers };
  for (const [name, shares] of Object.entries(over.answers ?? {})) answers[name] = { ...answers[name], ...shares };
  return { events: { ...base?.events, ...over.events }, options, bumps: { ...base?.bumps, ...over.bumps }, answers };
}

/** The figures a visit on these variants is forecast with: the funnel's, with each variant's own figures laid over them. */
export function figuresFor(funnel: Pick<Funnel, 'slug' | 'experiments'>, forecast: Forecast, variants: Assignment): Forecast {
  const steps = { ...forecast.steps };
  for (const experiment of funnel.experiments) {
    const variant = variantOf(funnel, experiment, variants);
    const own = variant === undefined ? undefined : forecast.experiments?.[experiment.name]?.[variant.id];
    for (const [step, figures] of Object.entries(own?.steps ?? {})) steps[step] = overlay(steps[step], figures);
  }
  return { ...forecast, steps };
}
