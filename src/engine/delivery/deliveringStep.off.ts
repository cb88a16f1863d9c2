import type * as Delivering from './deliveringStep.ts';

/*
 * What a build in which no funnel delivers links in place of deliveringStep.ts
 * (projectDataPlugin): nothing. Every call is behind LEADS_IN_BUILD, which
 * such a build folds to false, so neither of these is ever reached; they are
 * here so the module graph holds no sender, and the demos' scripts are what
 * they were before delivery existed.
 */
export const deliveringStep: typeof Delivering.deliveringStep = () => undefined;
export const deliveryActors: Partial<typeof Delivering.deliveryActors> = {};
