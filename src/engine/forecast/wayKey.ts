import type { StepWay } from './stepWays.ts';

/**
 * How the flow view names one way out of a step (its step, event and the
 * machine's words for its guard), to put the forecast's share on the
 * diagram's arrow for it: each branch of an answer has its own.
 */
export const wayKey = (step: string, way: Pick<StepWay, 'event' | 'guard'>): string => `${step} ${way.event}${way.guard === undefined ? '' : ` [${way.guard}]`}`;
