import type * as Kept from './LeadsKept.tsx';

/*
 * What a build in which no funnel delivers links in place of LeadsKept.tsx
 * (src/site/deliveryPlugin.ts): nothing to state, reached only behind
 * LEADS_IN_BUILD, which such a build folds to false.
 */
export const LeadsKept: (...props: Parameters<typeof Kept.LeadsKept>) => null = () => null;
