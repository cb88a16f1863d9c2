import type * as Delivering from './DeliveringForm.tsx';

/*
 * What a build in which no funnel delivers links in place of
 * DeliveringForm.tsx (src/site/deliveryPlugin.ts): nothing. Form.tsx reaches
 * it only behind LEADS_IN_BUILD, which such a build folds to false, so the
 * module graph holds no delivery code and the demos' form is drawn and
 * shipped as it was.
 */
export const DeliveringForm: (...props: Parameters<typeof Delivering.DeliveringForm>) => null = () => null;
