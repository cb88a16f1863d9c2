import { z } from 'zod';
import { assetPathSchema, hrefSchema, iconSchema, imageSchema } from './common.ts';

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug, e.g. fit-ins');

/** A service card in Core Strengths. */
export const serviceSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: iconSchema,
  tone: z.enum(['indigo', 'amber', 'emerald', 'rose', 'sky', 'violet']).describe('The card’s colour'),
  tags: z.array(z.string().min(1)).min(1).describe('Expertise tags'),
});

/** A figure in the hero: "Success Rate" / "98%". */
export const statSchema = z.strictObject({
  label: z.string().min(1),
  value: z.string().min(1),
});

/** A case study as a card on the home and showcase pages. */
export const caseStudyCardSchema = z.strictObject({
  title: z.string().min(1),
  href: z.string().regex(/^\/projects\/[a-z0-9-]+$/, 'expected a case study path, e.g. /projects/fit-ins'),
  image: imageSchema,
  blurb: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
});

const size = {
  width: z.number().int().positive().describe('Intrinsic width in px'),
  height: z.number().int().positive().describe('Intrinsic height in px'),
};

export const logoSchema = z.strictObject({
  src: assetPathSchema,
  ...size,
  name: z.string().min(1),
  desc: z.string().min(1).describe('What the brand is and what the mark does'),
  alt: z.string().min(1),
});

export const designSchema = z.strictObject({
  src: assetPathSchema,
  ...size,
  title: z.string().min(1),
  desc: z.string().min(1),
  alt: z.string().min(1),
});

export const websiteSchema = z.strictObject({
  url: z.url({ protocol: /^https$/ }).describe('The live site, opened in a new tab'),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'expected a bare domain, e.g. example.com'),
  title: z.string().min(1),
  desc: z.string().min(1),
});

/** One app screen in a case study, with the reasoning behind it. */
export const projectScreenSchema = z.strictObject({
  key: slugSchema.describe('Unique within the project'),
  src: assetPathSchema,
  ...size,
  title: z.string().min(1),
  alt: z.string().min(1),
  desc: z.string().min(1).describe('Design rationale'),
  process: z.string().min(1).describe('How the screen was arrived at'),
});

export const projectSchema = z.strictObject({
  $schema: z.string().optional(),
  title: z.string().min(1).describe('Project name, e.g. Fit-Ins'),
  headline: z.string().min(1).describe('The case study’s h1'),
  summary: z.string().min(1).describe('One paragraph: the problem and the outcome'),
  description: z.string().min(1).describe('Meta description'),
  published: z.iso.date().describe('Date of the case study, for the article data'),
  tags: z.array(z.string().min(1)).min(1),
  cover: imageSchema,
  facts: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).default([]),
  overview: z
    .strictObject({ role: z.string().min(1), approach: z.string().min(1) })
    .optional()
    .describe('My role and approach, shown above the screens'),
  screens: z.array(projectScreenSchema).min(1),
});

export const collectionsSchema = z.strictObject({
  services: z.array(serviceSchema).length(6),
  stats: z.array(statSchema).length(4),
  caseStudies: z.array(caseStudyCardSchema).length(3),
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
