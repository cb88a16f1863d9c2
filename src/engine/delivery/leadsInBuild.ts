/**
 * Whether this build holds delivery's code (issue 45): true here, in the dev
 * server, the tests and every Node script. A build in which no funnel
 * delivers its forms links leadsInBuild.off.ts in its place
 * (src/site/deliveryPlugin.ts), whose false folds every branch into
 * delivery away, so the demos' scripts are what they were without it.
 */
export const LEADS_IN_BUILD: boolean = true;
