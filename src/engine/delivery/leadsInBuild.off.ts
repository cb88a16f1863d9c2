/** What a build in which no funnel delivers links in place of leadsInBuild.ts (src/site/deliveryPlugin.ts). */
export const LEADS_IN_BUILD: boolean = false;
