import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { collectionsSchema, projectSchema, type Collections, type Project } from '../../../schemas/content.ts';
import { caseStudyTemplateSchema, pageSchema, privacyTemplateSchema, type CaseStudyTemplate, type Page, type PrivacyTemplate } from '../../../schemas/page.ts';
import { checkBlockRefs } from '../checks/checkBlockRefs.ts';
import { checkFunnelAssets } from '../checks/checkFunnelAssets.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import type { LoadResult } from './loadFunnels.ts';
import { formatIssue, readConfigFile } from './readConfigFile.ts';

export interface Content {
  collections: Collections;
  pages: Page[];
  caseStudy: CaseStudyTemplate;
  /** content/pages/privacy.json: the privacy page's layout, when the site has one. */
  privacy?: PrivacyTemplate | undefined;
  /** A client's site published in more languages: the privacy page's layout in each of them, by language tag. */
  translatedPrivacy?: Record<string, PrivacyTemplate>;
  projects: Project[];
}

/** The layouts in content/pages/ that are not pages of their own: a page is made from each for other content. */
const TEMPLATES = new Set(['case-study.json', 'privacy.json']);

/** caseStudies → case-studies: each collection lives in content/<kebab name>.json. */
function fileNameOf(key: string): string {
  return `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.json`;
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
}

/**
 * Reads the portfolio's content: the entity collections, the page files and
 * the case studies, each validated, then the references between them. Every
 * picture a file names must be a file in `publicDir` (by default public/
 * beside the content folder) when that folder exists, as a funnel's must.
 */
export function loadContent(dir: string, label = path.basename(dir), { publicDir = path.join(path.dirname(dir), 'public') }: { publicDir?: string } = {}): LoadResult<Content | undefined> {
  const errors: string[] = [];
  const checkPictures = existsSync(publicDir);
  const read = <S extends z.ZodType>(file: string, schema: S): z.output<S> | undefined => {
    const result = readConfigFile(path.join(dir, file), `${label}/${file}`, schema);
    if (!result.ok) {
      errors.push(...result.errors);
      return undefined;
    }
    if (checkPictures) errors.push(...checkFunnelAssets(result.data, publicDir).map((issue) => formatIssue(`${label}/${file}`, issue)));
    return result.data;
  };

  const collections: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(collectionsSchema.shape)) {
    collections[key] = read(fileNameOf(key), schema);
  }
  const parsedCollections = collectionsSchema.safeParse(collections);

  const pages: Page[] = [];
  for (const file of jsonFiles(path.join(dir, 'pages'))) {
    if (TEMPLATES.has(file)) continue;
    const page = read(`pages/${file}`, pageSchema);
    if (page === undefined) continue;
    const issues = checkPage(page.blocks);
    errors.push(...issues.map((issue) => formatIssue(`${label}/pages/${file}`, issue)));
    pages.push(page);
  }
  const caseStudy = read('pages/case-study.json', caseStudyTemplateSchema);
  if (caseStudy !== undefined) {
    errors.push(...checkPage(caseStudy.blocks).map((issue) => formatIssue(`${label}/pages/case-study.json`, issue)));
  }
  const privacy = existsSync(path.join(dir, 'pages/privacy.json')) ? read('pages/privacy.json', privacyTemplateSchema) : undefined;
  if (privacy !== undefined) {
    errors.push(...checkPage(privacy.blocks).map((issue) => formatIssue(`${label}/pages/privacy.json`, issue)));
  }

  const projects: Project[] = [];
  for (const file of jsonFiles(path.join(dir, 'projects'))) {
    const project = read(`projects/${file}`, projectSchema);
    if (project === undefined) continue;
    const keys = new Set<string>();
    project.screens.forEach((screen, index) => {
      if (keys.has(screen.key)) {
        errors.push(formatIssue(`${label}/projects/${file}`, { path: ['screens', index, 'key'], message: `key "${screen.key}" is used twice` }));
      }
      keys.add(screen.key);
    });
    projects.push({ ...project, slug: file.slice(0, -'.json'.length) });
  }

  const seenPaths = new Map<string, string>();
  for (const page of pages) {
    const owner = seenPaths.get(page.path);
    if (owner !== undefined) errors.push(`${label}/pages: two pages have path "${page.path}" (${owner} and another)`);
    seenPaths.set(page.path, page.title);
  }

  if (parsedCollections.success) {
    const slugs = projects.map((project) => project.slug);
    parsedCollections.data.caseStudies.forEach((card, index) => {
      const slug = card.href.slice('/projects/'.length);
      if (!slugs.includes(slug)) {
        errors.push(
          formatIssue(`${label}/case-studies.json`, {
            path: [index, 'href'],
            message: `no case study "${slug}" in ${label}/projects/ (there are: ${slugs.join(', ')})`,
          }),
        );
      }
    });
  }

  if (errors.length > 0 || !parsedCollections.success || caseStudy === undefined) {
    return { data: undefined, errors };
  }
  return { data: { collections: parsedCollections.data, pages, caseStudy, privacy, projects }, errors };
}

/** Pages have no funnel machine: their buttons may scroll or link, but not send events. */
function checkPage(blocks: Page['blocks']): ConfigIssue[] {
  return checkBlockRefs(blocks, { handled: [], context: 'a portfolio page has no funnel machine, so use href or scrollTo' });
}
