import type * as Paying from './PayingForm.tsx';

/*
 * What a build in which no funnel delivers or pays links in place of
 * PayingForm.tsx (src/site/deliveryPlugin.ts): nothing. Form.tsx reaches it
 * only behind LEADS_IN_BUILD, which such a build folds to false.
 */
export const PayingForm: (...props: Parameters<typeof Paying.PayingForm>) => null = () => null;
