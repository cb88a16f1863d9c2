import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { collectionsSchema, projectSchema, slugSchema } from '../../../../schemas/content.ts';
import { caseStudyTemplateSchema, pageSchema, privacyTemplateSchema } from '../../../../schemas/page.ts';
import { siteSchema } from '../../../../schemas/site.ts';
import { parseJsonText } from '../../../config/load/readConfigFile.ts';
import type { ContentKind, ContentList } from '../../api/contentTypes.ts';
import { textVersion } from '../textVersion.ts';

/** A content file's id: its path under content/ without `.json`; only these ever name a file, so none leaves content/. */
export const CONTENT_ID = /^(?:(?:pages|projects)\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** caseStudies → case-studies, the file name loadContent reads each collection from. */
const collectionFile = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const collections = new Map(Object.entries(collectionsSchema.shape).map(([key, schema]) => [collectionFile(key), schema as z.ZodType]));

/** What a file is, and the zod schema `npm run check` reads it with; undefined for a file the site is not built from. */
export function contentKind(id: string): { kind: ContentKind; schema: z.ZodType } | undefined {
  if (!CONTENT_ID.test(id)) return undefined;
  if (id === 'site') return { kind: 'site', schema: siteSchema };
  if (id === 'pages/case-study') return { kind: 'template', schema: caseStudyTemplateSchema };
  if (id === 'pages/privacy') return { kind: 'template', schema: privacyTemplateSchema };
  if (id.startsWith('pages/')) return { kind: 'page', schema: pageSchema };
  if (id.startsWith('projects/')) return { kind: 'project', schema: projectSchema };
  const list = collections.get(id);
  return list === undefined ? undefined : { kind: 'list', schema: list };
}

/** The JSON Schema a file's forms are drawn from: its zod schema's input side, as `npm run schema` writes them. */
export function contentJsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
}

export const contentPath = (root: string, id: string) => path.join(root, 'content', `${id}.json`);

/** The text, version and JSON of a content file, or undefined when there is none. */
export function readContentText(root: string, id: string): { text: string; version: string; config: unknown } | undefined {
  const file = contentPath(root, id);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const parsed = parseJsonText(text);
  return { text, version: textVersion(text), config: parsed.ok ? parsed.data : null };
}

/** A new case study's slug refused, in the words of the schema and of the file system; undefined when it is free. */
export function projectSlugRefusal(root: string, slug: string): { status: 409 | 422; message: string } | undefined {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return { status: 422, message: `"${slug}": ${parsed.error.issues[0]?.message ?? 'not a slug'}` };
  if (existsSync(contentPath(root, `projects/${slug}`))) {
    return { status: 409, message: `content/projects/${slug}.json already exists: /projects/${slug} is taken, choose another slug` };
  }
  return undefined;
}

const jsonIds = (root: string, dir: string) => {
  const folder = path.join(root, 'content', dir);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${dir}/${name.slice(0, -'.json'.length)}`)
        .filter((id) => CONTENT_ID.test(id))
        .sort()
    : [];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every content file, read as far as it can be (a broken one is listed too, to be mended): pages, case studies, lists, the site. */
export function listContent(root: string): ContentList {
  const ids = [...jsonIds(root, 'pages'), ...jsonIds(root, 'projects'), ...collections.keys(), 'site'];
  const files = ids.flatMap((id) => {
    const known = contentKind(id);
    if (known === undefined) return [];
    const config = readContentText(root, id)?.config;
    const raw = isRecord(config) ? config : {};
    const title = known.kind === 'list' || known.kind === 'site' ? `${id}.json` : typeof raw.title === 'string' && raw.title !== '' ? raw.title : id;
    const items = Array.isArray(config) ? config : Array.isArray(raw.blocks) ? raw.blocks : Array.isArray(raw.screens) ? raw.screens : [];
    const address = known.kind === 'page' && typeof raw.path === 'string' ? raw.path : known.kind === 'project' ? `/${id}` : undefined;
    const blockTypes = Array.isArray(raw.blocks) ? raw.blocks.flatMap((block) => (isRecord(block) && typeof block.type === 'string' ? [block.type] : [])) : [];
    return [{ id, kind: known.kind, title: known.kind === 'template' ? 'Case study layout' : title, count: items.length, address, blockTypes }];
  });
  const cards = readContentText(root, 'case-studies')?.config;
  const showcase = Array.isArray(cards) ? cards.flatMap((card) => (isRecord(card) && typeof card.href === 'string' ? [card.href] : [])) : [];
  return { files, showcase };
}
