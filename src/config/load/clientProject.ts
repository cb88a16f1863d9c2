import type { Funnel } from '../../../schemas/funnel.ts';
import { translationKey } from '../../engine/funnelKey.ts';
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
export function clientProject(
  client: NamedClientSite,
  funnels: readonly Funnel[],
  translated: ReadonlyMap<string, Funnel> = new Map(),
  words: Readonly<Record<string, Words>> = {},
): { funnels: Funnel[]; site: SiteFacts; content: Content } {
  const address = (slug: string) => (slug === client.home ? '' : `/${slug}`);
  const homeCopies = client.funnels.flatMap((slug) => {
    const funnel = funnels.find((candidate) => candidate.slug === slug);
    return funnel === undefined ? [] : [{ ...funnel, address: address(slug), language: client.language }];
  });
  // Each translation is each funnel again under the language's prefix (/en, /en/day-trips), in its words.
  const copies = client.translations.flatMap((language) =>
    client.funnels.flatMap((slug) => {
      const funnel = translated.get(translationKey(slug, language));
      return funnel === undefined ? [] : [translatedCopy(funnel, language, `/${language}${address(slug)}`)];
    }),
  );
  const own = [...homeCopies, ...copies];
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
    privacy: clientPrivacyPage(client, client.language, words[client.language] ?? englishWords),
    ...(client.translations.length === 0
      ? {}
      : {
          translatedPrivacy: Object.fromEntries(
            client.translations.map((language) => [language, clientPrivacyPage(client, language, words[language] ?? englishWords)]),
          ),
        }),
    projects: [],
  };
  return { funnels: own, site, content };
}

/** The privacy page's layout in one of the site's languages: whose site it is, the facts the privacy-notice block derives, and the way home. */
function clientPrivacyPage(client: NamedClientSite, language: string, words: Words): PrivacyTemplate {
  const home = language === client.language ? '/' : `/${language}`;
  const intro = typeof client.privacy?.intro === 'object' ? client.privacy.intro[language] : client.privacy?.intro;
  const site = { site: client.name };
  // Parsed as the portfolio's privacy.json is, so each block gets its defaults.
  return privacyTemplateSchema.parse({
    title: fillMessage(words.privacy.metaTitle, site),
    description: fillMessage(words.privacy.metaDescription, site),
    blocks: [
      { type: 'back', label: words.page.backToHome, to: home },
      {
        type: 'privacy-notice',
        heading: words.privacy.heading,
        intro: intro ?? fillMessage(words.privacy.defaultIntro, site),
      },
      { type: 'footer', text: `© ${String(new Date().getFullYear())} ${client.name}`, links: [{ label: words.page.home, href: home }] },
    ],
  });
}

/**
 * A funnel in a translation's words, at the translation's address, looked up by its own key; its links to the
 * site's own pages (/privacy, /) lead to the same language's (/en/privacy, /en).
 */
function translatedCopy(funnel: Funnel, language: string, address: string): Funnel {
  const prefixed = (value: unknown, key: string | undefined): unknown => {
    if ((key === 'href' || key === 'to') && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
      return value === '/' ? `/${language}` : `/${language}${value}`;
    }
    if (Array.isArray(value)) return value.map((entry) => prefixed(entry, undefined));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, prefixed(entry, name)]));
    return value;
  };
  const steps = Object.fromEntries(Object.entries(funnel.steps).map(([id, step]) => [id, { ...step, blocks: prefixed(step.blocks, undefined) as typeof step.blocks }]));
  return { ...funnel, steps, address, language, key: translationKey(funnel.slug, language) };
}
