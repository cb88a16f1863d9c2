/**
 * Whether a build holds delivery's code. projectDataPlugin defines
 * `__LEADS__` in every Vite build from the config: false when no funnel
 * delivers its forms, which folds every branch below away, so the demos'
 * scripts are byte for byte what they were without it; true in the dev
 * server and the tests. Outside Vite (tsx: `npm run check` and the other
 * CLIs) it is not defined, and delivery is always there.
 */
export const LEADS_IN_BUILD: boolean = typeof __LEADS__ === 'undefined' || __LEADS__;
