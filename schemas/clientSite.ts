import { z } from 'zod';
import { measurementIdSchema, siteSchema } from './site.ts';

/** A BCP 47 language tag in its canonical form (nb, en, de-AT), as Intl reads it. */
export const languageTagSchema = z.string().superRefine((tag, context) => {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    context.addIssue({ code: 'custom', message: `"${tag}" is not a BCP 47 language tag; e.g. nb (Norwegian Bokmål), en (English), de (German)` });
    return;
  }
  if (canonical !== tag) context.addIssue({ code: 'custom', message: `write the language tag as ${String(canonical)}` });
});

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a funnel’s slug: its file name in funnels/ without .json, e.g. fjord-tours');

/**
 * sites/<name>.json: a client's funnels published as a site of its own, on
 * the client's domain, measured in the client's GA4 property, with a privacy
 * page that names the client and leads kept in the client's database. The
 * funnels it names are built only into this site, never into the portfolio.
 */
export const clientSiteSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Where this file’s JSON Schema is, for editor help; leave as is'),
    origin: siteSchema.shape.origin.meta({
      description: 'The client’s own web address, https:// and no trailing slash: every canonical link, the sitemap and Open Graph name it',
      examples: ['https://fjordtours.no'],
    }),
    name: z.string().min(1).describe('The client’s name, as the privacy page, the footer and the 404 page give it: who keeps what visitors send'),
    email: z.email().meta({ description: 'Where a visitor writes to the client about their data (the privacy page gives it)', examples: ['hello@fjordtours.no'] }),
    phone: z.string().optional().describe('A contact phone number, e.g. +47 22 00 00 00'),
    analytics: siteSchema.shape.analytics
      .unwrap()
      .extend({ measurementId: measurementIdSchema.optional().meta({ description: 'The client’s own GA4 web stream’s measurement ID; leave out to measure nothing' }) })
      .default({ dataLayer: false })
      .describe('Where this site’s tracking events go: the client’s GA4 property, once a visitor accepts'),
    experiments: siteSchema.shape.experiments,
    language: languageTagSchema
      .default('en')
      .meta({
        description:
          'The language of the site’s home pages, as a BCP 47 tag: every word the engine writes (consent banner, privacy page, 404, forms) comes from languages/<tag>.json, and prices and dates follow its customs; en (the default) or nb today',
        examples: ['nb', 'en'],
      }),
    translations: z
      .array(languageTagSchema)
      .default([])
      .meta({
        description:
          'Other languages the site is also published in, each under its own prefix (/en/, /en/enquire); each funnel then needs its words in each of them (docs/languages.md)',
        examples: [['en']],
      }),
    funnels: z
      .array(slug)
      .min(1)
      .describe('The funnels this site holds, by slug (their files in funnels/); the home funnel is at /, each other one under /<slug>'),
    home: slug.describe('Which of `funnels` is the site’s home: its landing step is at /, its other steps at /<path>'),
    icon: z
      .string()
      .regex(/^\/[^?#]+\.svg$/, 'expected an SVG under public/, named from the site’s root, e.g. /art/fjord-tours/icon.svg')
      .optional()
      .describe('The browser tab’s icon: an SVG under public/ (e.g. /art/fjord-tours/icon.svg); leave out for none'),
    shareImage: z
      .string()
      .regex(/^\/[^?#]+\.(png|jpe?g)$/, 'expected a PNG or JPEG under public/, e.g. /art/fjord-tours/share.png: social networks do not show SVG')
      .optional()
      .describe('The picture a shared link shows (1200×630, PNG or JPEG under public/); leave out for a text-only card'),
    privacy: z
      .strictObject({
        intro: z
          .union([z.string().min(1), z.record(z.string(), z.string().min(1).describe('The opening words in this language'))])
          .describe('The privacy page’s opening words, in the client’s voice; on a site in more languages, an object of them by language tag ({ "nb": …, "en": … })'),
      })
      .optional()
      .describe('The privacy page’s opening; without it the page says whose site it is'),
    showcase: z
      .boolean()
      .default(false)
      .describe('true: the portfolio’s showcase lists this site’s home funnel, linking to it on the client’s domain; false (the default): the portfolio does not mention it'),
  })
  .superRefine((site, context) => {
    const intro = site.privacy?.intro;
    if (typeof intro !== 'object') return;
    const languages = [site.language, ...site.translations];
    for (const language of languages) {
      if (intro[language] === undefined) context.addIssue({ code: 'custom', path: ['privacy', 'intro', language], message: `missing: the privacy page's opening words in ${language}` });
    }
    for (const language of Object.keys(intro)) {
      if (!languages.includes(language)) context.addIssue({ code: 'custom', path: ['privacy', 'intro', language], message: `the site is not published in ${language} (language, translations)` });
    }
  })
  .describe('A client’s site: its own domain, analytics, privacy page and leads, holding the funnels it names');

export type ClientSite = z.infer<typeof clientSiteSchema>;
