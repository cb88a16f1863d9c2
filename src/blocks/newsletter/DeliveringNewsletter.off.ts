import type * as Delivering from './DeliveringNewsletter.tsx';

/*
 * What a build in which no funnel delivers links in place of
 * DeliveringNewsletter.tsx (src/site/deliveryPlugin.ts): nothing, reached
 * only behind LEADS_IN_BUILD, which such a build folds to false.
 */
export const DeliveringNewsletter: (...props: Parameters<typeof Delivering.DeliveringNewsletter>) => null = () => null;
