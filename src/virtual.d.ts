declare module 'virtual:funnels' {
  const funnels: readonly import('../schemas/funnel.ts').Funnel[];
  export default funnels;
}

declare module 'virtual:funnel-summaries' {
  const summaries: readonly import('./engine/funnelSummary.ts').FunnelSummary[];
  export default summaries;
}

declare module 'virtual:lead-facts' {
  /** What each form that delivers keeps, where and how long, for the privacy page (src/analytics/leadFacts.ts). */
  const facts: readonly import('./analytics/leadFacts.ts').LeadFact[];
  export default facts;
}

declare module 'virtual:site' {
  const site: import('../schemas/site.ts').SiteFacts;
  export default site;
}

declare module 'virtual:words' {
  /** The engine's own words in each language the site is published in, by BCP 47 tag (languages/<tag>.json). */
  const words: Readonly<Record<string, import('./i18n/Words.ts').PageWords>>;
  export default words;
}

declare module 'virtual:privacy-words' {
  /** The privacy page's words in each of the site's languages: only that page loads them. */
  const words: Readonly<Record<string, import('./i18n/Words.ts').PrivacyWords>>;
  export default words;
}

declare module 'virtual:content' {
  const content: import('./config/load/loadContent.ts').Content;
  export default content;
}

declare module 'virtual:page-paths' {
  const paths: readonly string[];
  export default paths;
}

declare module 'virtual:funnel-loaders' {
  /** One loader per funnel file, by slug; each loads only that funnel's definition. */
  const loaders: Readonly<Record<string, () => Promise<{ default: import('../schemas/funnel.ts').Funnel }>>>;
  export default loaders;
}

declare module 'virtual:flow-diagrams' {
  /** Each funnel's view data by slug, loaded on demand (src/diagrams/flowViewPlugin.ts). */
  const loaders: Readonly<Record<string, () => Promise<{ default: import('./flow-view/flowData.ts').FlowData }>>>;
  export default loaders;
}

declare module 'virtual:art' {
  /** Each artwork under public/art/ the art rule draws as rasters, by its address (`/art/…svg`), with the hash its renditions are named by. */
  const hashes: Readonly<Record<string, string>>;
  export default hashes;
}
