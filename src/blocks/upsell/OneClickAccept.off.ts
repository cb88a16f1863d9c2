import type * as OneClick from './OneClickAccept.tsx';

/*
 * What a build in which no funnel delivers or pays links in place of
 * OneClickAccept.tsx (src/site/deliveryPlugin.ts): nothing. Upsell.tsx
 * reaches it only behind LEADS_IN_BUILD, which such a build folds to false.
 */
export const OneClickAccept: (...props: Parameters<typeof OneClick.OneClickAccept>) => null = () => null;
