import type { Funnel } from '../../../schemas/funnel.ts';
import { privacyTemplateSchema, type PrivacyTemplate } from '../../../schemas/page.ts';
import type { ClientFacts, SiteFacts } from '../../../schemas/site.ts';
import type { Content } from './loadContent.ts';
import type { NamedClientSite } from './loadSites.ts';
import { englishWords } from '../../i18n/englishWords.ts';
import { fillMessage } from '../../i18n/fillMessage.ts';
import type { Words } from '../../i18n/Words.ts';

/**
 * A client's site as the build, the checks and the pages see it: only its
 * funnels, the home one at the root and each other beside it; the client's
 * facts where the portfolio's would be; and content of its own, with no page,
 * picture or word of the portfolio's: no pages, no case studies, and a
 * privacy page naming the client, laid out in its home funnel's look.
 */
export function clientProject(client: NamedClientSite, funnels: readonly Funnel[], words: Words = englishWords): { funnels: Funnel[]; site: SiteFacts; content: Content } {
  const own = client.funnels.flatMap((slug) => {
    const funnel = funnels.find((candidate) => candidate.slug === slug);
    return funnel === undefined ? [] : [{ ...funnel, address: slug === client.home ? '' : `/${slug}` }];
  });
  const home = own.find((funnel) => funnel.slug === client.home);
  if (home === undefined) throw new Error(`sites/${client.key}.json: home: "${client.home}" is not one of its funnels`);
  const facts: ClientFacts = {
    key: client.key,
    home: client.home,
    theme: home.theme,
    language: client.language,
    translations: client.translations,
    ...(client.icon === undefined ? {} : { icon: client.icon }),
    ...(client.shareImage === undefined ? {} : { shareImage: client.shareImage }),
  };
  const site: SiteFacts = {
    origin: client.origin,
    name: client.name,
    title: home.title,
    email: client.email,
    ...(client.phone === undefined ? {} : { phone: client.phone }),
    analytics: client.analytics,
    experiments: client.experiments,
    client: facts,
  };
  const content: Content = {
    collections: { services: [], stats: [], caseStudies: [], logos: [], designs: [], websites: [] },
    pages: [],
    // A client's site has no case studies: the layout they would use is empty.
    caseStudy: { reveal: false, blocks: [] },
    privacy: clientPrivacyPage(client, words),
    projects: [],
  };
  return { funnels: own, site, content };
}

/** The privacy page's layout, in the site's home language: whose site it is, the facts the privacy-notice block derives, and the way home. */
function clientPrivacyPage(client: NamedClientSite, words: Words): PrivacyTemplate {
  const site = { site: client.name };
  // Parsed as the portfolio's privacy.json is, so each block gets its defaults.
  return privacyTemplateSchema.parse({
    title: fillMessage(words.privacy.metaTitle, site),
    description: fillMessage(words.privacy.metaDescription, site),
    blocks: [
      { type: 'back', label: words.page.backToHome, to: '/' },
      {
        type: 'privacy-notice',
        heading: words.privacy.heading,
        intro: client.privacy?.intro ?? fillMessage(words.privacy.defaultIntro, site),
      },
      { type: 'footer', text: `© ${String(new Date().getFullYear())} ${client.name}`, links: [{ label: words.page.home, href: '/' }] },
    ],
  });
}
