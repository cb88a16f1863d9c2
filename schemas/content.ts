import { z } from 'zod';
import { assetPathSchema, hrefSchema, iconSchema, imageSchema } from './common.ts';

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug, e.g. fit-ins');
const tagsSchema = z.array(z.string().min(1).describe('One tag, e.g. Figma')).min(1);

/** A service card in Core Strengths. */
export const serviceSchema = z.strictObject({
  title: z.string().min(1).describe('The service’s name, the card heading'),
  description: z.string().min(1).describe('A sentence or two about the service'),
  icon: iconSchema.describe('The icon at the top of the card, e.g. code'),
  tone: z.enum(['indigo', 'amber', 'emerald', 'rose', 'sky', 'violet']).describe('The colour of the card’s icon and its backdrop'),
  tags: tagsSchema.describe('Expertise tags shown as small pills under the text'),
});

/** A figure in the hero: "Success Rate" / "98%". */
export const statSchema = z.strictObject({
  label: z.string().min(1).describe('What the figure measures, e.g. Success Rate'),
  value: z.string().min(1).describe('The figure, shown large, e.g. 98%'),
});

/** A case study as a card on the home and showcase pages. */
export const caseStudyCardSchema = z.strictObject({
  title: z.string().min(1).describe('The project name, the card heading'),
  href: z
    .string()
    .regex(/^\/projects\/[a-z0-9-]+$/, 'expected a case study path, e.g. /projects/fit-ins')
    .meta({ description: 'The case study the card opens: /projects/ and a file name in content/projects/', examples: ['/projects/fit-ins'] }),
  image: imageSchema.describe('The card picture; it opens full screen'),
  blurb: z.string().min(1).describe('A sentence or two about the project, under the title'),
  tags: tagsSchema.describe('Disciplines shown as small pills, e.g. UI design'),
});

const size = {
  width: z.number().int().positive().describe('The picture file’s own width in px; the page reserves its space so nothing jumps'),
  height: z.number().int().positive().describe('The picture file’s own height in px'),
};
const altSchema = z.string().min(1).describe('What the picture shows, read aloud to people who cannot see it');

export const logoSchema = z.strictObject({
  src: assetPathSchema.describe('The logo file, under public/art/logos/'),
  ...size,
  name: z.string().min(1).describe('The brand name, shown under the logo'),
  desc: z.string().min(1).describe('What the brand is and what the mark does'),
  alt: altSchema,
});

export const designSchema = z.strictObject({
  src: assetPathSchema.describe('The design file, under public/art/designs/'),
  ...size,
  title: z.string().min(1).describe('The piece’s name, shown under it'),
  desc: z.string().min(1).describe('A line about the piece, shown under its name and in the full-screen viewer'),
  alt: altSchema,
});

export const websiteSchema = z.strictObject({
  url: z.url({ protocol: /^https$/ }).meta({ description: 'The live site, opened in a new tab', examples: ['https://example.com'] }),
  domain: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'expected a bare domain, e.g. example.com')
    .meta({ description: 'The bare domain: shown as the link text, and used to fetch the site’s icon', examples: ['example.com'] }),
  title: z.string().min(1).describe('The client or site name, the card heading'),
  desc: z.string().min(1).describe('A line about the site and the work'),
});

/** One app screen in a case study, with the reasoning behind it. */
export const projectScreenSchema = z.strictObject({
  key: slugSchema.meta({ description: 'A short name for the screen, lower-case with dashes, unique within the project', examples: ['home', 'class-booking'] }),
  src: assetPathSchema.describe('The screen image, under public/art/projects/'),
  ...size,
  title: z.string().min(1).describe('The screen’s name, e.g. Class schedule'),
  alt: altSchema,
  desc: z.string().min(1).describe('The design rationale: why the screen looks and works as it does'),
  process: z.string().min(1).describe('How the screen was arrived at: research, sketches, tests'),
});

export const projectSchema = z.strictObject({
  $schema: z.string().optional().describe('Where this file’s JSON Schema is, for editor help; leave as is'),
  title: z.string().min(1).describe('Project name, e.g. Fit-Ins'),
  headline: z.string().min(1).describe('The case study’s main heading (its h1)'),
  summary: z.string().min(1).describe('One paragraph under the headline: the problem and the outcome'),
  description: z.string().min(1).describe('One or two sentences about the case study for search results and link previews (not shown on the page)'),
  published: z.iso.date().meta({ description: 'The case study’s date, as YYYY-MM-DD; search engines read it', examples: ['2024-11-20'] }),
  tags: tagsSchema.describe('Disciplines shown as small pills under the summary, e.g. UI design'),
  cover: imageSchema.describe('The picture search engines and link previews show for the case study'),
  facts: z
    .array(
      z
        .strictObject({
          label: z.string().min(1).describe('What the fact is, e.g. Timeline'),
          value: z.string().min(1).describe('The fact, e.g. 6 weeks'),
        })
        .describe('A key fact'),
    )
    .default([])
    .describe('Key facts shown in a row under the tags, e.g. role and timeline'),
  overview: z
    .strictObject({
      role: z.string().min(1).describe('What I did on the project'),
      approach: z.string().min(1).describe('How I went about it'),
    })
    .optional()
    .describe('My role and approach, shown above the screens'),
  screens: z.array(projectScreenSchema).min(1).describe('The app screens, in order; each opens full screen'),
});

export const collectionsSchema = z.strictObject({
  // Lists the owner adds to and removes from in the studio; the hero's stat tiles are one row of four at most.
  services: z.array(serviceSchema).min(1),
  stats: z.array(statSchema).min(1).max(4),
  caseStudies: z.array(caseStudyCardSchema).min(1),
  logos: z.array(logoSchema).min(1),
  designs: z.array(designSchema).min(1),
  websites: z.array(websiteSchema).min(1),
});

export type Service = z.infer<typeof serviceSchema>;
export type Stat = z.infer<typeof statSchema>;
export type CaseStudyCard = z.infer<typeof caseStudyCardSchema>;
export type Logo = z.infer<typeof logoSchema>;
export type Design = z.infer<typeof designSchema>;
export type Website = z.infer<typeof websiteSchema>;
export type ProjectScreen = z.infer<typeof projectScreenSchema>;
export type Project = z.infer<typeof projectSchema> & { slug: string };
export type Collections = z.infer<typeof collectionsSchema>;
export { hrefSchema, slugSchema };
