import { existsSync, rmSync } from 'node:fs';
import type { z } from 'zod';
import { projectSchema } from '../../../../schemas/content.ts';
import {
  contentSaveRequestSchema,
  contentValidateRequestSchema,
  newProjectRequestSchema,
  removeProjectRequestSchema,
  type ContentFile,
} from '../../api/contentTypes.ts';
import type { ChangedOnDisk, Invalid, Refused, Saved } from '../../api/types.ts';
import { editJsonText } from '../editJsonText.ts';
import type { ApiAnswer } from '../funnelApi.ts';
import { textVersion } from '../textVersion.ts';
import { contentJsonSchema, contentKind, contentPath, listContent, projectSlugRefusal, readContentText } from './contentFiles.ts';
import { contentProblems } from './contentProblems.ts';
import { writeWhole } from '../writeWhole.ts';

const answer = (status: number, body: unknown): ApiAnswer => ({ status, body });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseBody<S extends z.ZodType>(schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; answer: ApiAnswer } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  return { ok: false, answer: answer(400, { message: `the request's body: ${message}` } satisfies Refused) };
}

/** `value` with each object's keys in its JSON Schema's order, for a file written whole (a new case study's). */
function inSchemaOrder(value: unknown, schema: unknown): unknown {
  if (!isRecord(schema)) return value;
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, schema.items));
  if (!isRecord(value) || !isRecord(schema.properties)) return value;
  const order = Object.keys(schema.properties);
  const properties = schema.properties;
  const keys = Object.keys(value).sort((a, b) => (order.includes(a) ? order.indexOf(a) : order.length) - (order.includes(b) ? order.indexOf(b) : order.length));
  return Object.fromEntries(keys.map((key) => [key, inSchemaOrder(value[key], properties[key])]));
}

/** GET content/:id */
function getContent(root: string, id: string): ApiAnswer {
  const known = contentKind(id);
  const read = readContentText(root, id);
  if (known === undefined || read === undefined) return answer(404, { message: `content/${id}.json: file not found` } satisfies Refused);
  return answer(200, { id, kind: known.kind, ...read, schema: contentJsonSchema(known.schema), ...contentProblems(root, id) } satisfies ContentFile);
}

/**
 * PUT content/:id: written when the file is still the version the edit
 * started from and the check finds no problem, changing only the text of
 * what changed. A base version of '' is a new case study's first write: the
 * file must not be there yet, and is written whole, its keys in the schema's order.
 */
function saveContent(root: string, id: string, body: unknown): ApiAnswer {
  const request = parseBody(contentSaveRequestSchema, body);
  if (!request.ok) return request.answer;
  const { config, baseVersion } = request.data;
  const known = contentKind(id);
  if (known === undefined) return answer(404, { message: `content/${id}.json: not a file the site is built from` } satisfies Refused);
  const onDisk = readContentText(root, id);
  if (onDisk === undefined && (baseVersion !== '' || known.kind !== 'project')) return answer(404, { message: `content/${id}.json: file not found` } satisfies Refused);
  if (onDisk !== undefined && onDisk.version !== baseVersion) {
    return answer(409, { reason: 'changed-on-disk', version: onDisk.version, text: onDisk.text, config: onDisk.config } satisfies ChangedOnDisk);
  }
  const { problems } = contentProblems(root, id, { config });
  if (problems.length > 0) return answer(422, { problems } satisfies Invalid);
  const text = onDisk === undefined ? `${JSON.stringify(inSchemaOrder(config, contentJsonSchema(known.schema)), null, 2)}\n` : editJsonText(onDisk.text, config);
  if (text !== onDisk?.text) writeWhole(contentPath(root, id), text);
  return answer(200, { version: textVersion(text), text } satisfies Saved);
}

/** POST content/projects: a new case study's slug checked (malformed or taken: refused, with the reason), and its starting JSON. */
function newProject(root: string, body: unknown): ApiAnswer {
  const request = parseBody(newProjectRequestSchema, body);
  if (!request.ok) return request.answer;
  const slug = request.data.slug.trim();
  const refusal = projectSlugRefusal(root, slug);
  if (refusal !== undefined) return answer(refusal.status, { message: refusal.message } satisfies Refused);
  const title = slug.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  const config = { $schema: '../../schemas/project.schema.json', title, published: new Date().toISOString().slice(0, 10) };
  const id = `projects/${slug}`;
  const problems = contentProblems(root, id, { config });
  return answer(200, { id, kind: 'project', text: '', version: '', config, schema: contentJsonSchema(projectSchema), ...problems } satisfies ContentFile);
}

/** DELETE content/projects/:slug: its card leaves the showcase's list first (a card must name a case study), then its file goes. */
function removeProject(root: string, slug: string, body: unknown): ApiAnswer {
  const request = parseBody(removeProjectRequestSchema, body);
  if (!request.ok) return request.answer;
  const id = `projects/${slug}`;
  const onDisk = readContentText(root, id);
  if (onDisk === undefined) return answer(404, { message: `content/${id}.json: file not found` } satisfies Refused);
  if (onDisk.version !== request.data.baseVersion) {
    return answer(409, { reason: 'changed-on-disk', version: onDisk.version, text: onDisk.text, config: onDisk.config } satisfies ChangedOnDisk);
  }
  const cards = readContentText(root, 'case-studies');
  if (cards !== undefined && Array.isArray(cards.config)) {
    const kept = cards.config.filter((card) => !(isRecord(card) && card.href === `/projects/${slug}`));
    if (kept.length !== cards.config.length) {
      const { problems } = contentProblems(root, 'case-studies', { config: kept });
      if (problems.length > 0) return answer(422, { problems } satisfies Invalid);
      writeWhole(contentPath(root, 'case-studies'), editJsonText(cards.text, kept));
    }
  }
  const { problems } = contentProblems(root, id, { config: null });
  if (problems.length > 0) return answer(422, { problems } satisfies Invalid);
  if (existsSync(contentPath(root, id))) rmSync(contentPath(root, id));
  return answer(200, { message: `content/${id}.json removed` } satisfies Refused);
}

/** The content routes, under /__studio/api: `content`, `content/:id`, `content-validate`. Undefined for a route of another part. */
export function contentApi(root: string, method: string, route: string, body: unknown): ApiAnswer | undefined {
  if (route === '/content' && method === 'GET') return answer(200, listContent(root));
  if (route === '/content-validate' && method === 'POST') {
    const request = parseBody(contentValidateRequestSchema, body);
    if (!request.ok) return request.answer;
    if (contentKind(request.data.id) === undefined) return answer(404, { message: `no content file "${request.data.id}"` } satisfies Refused);
    return answer(200, contentProblems(root, request.data.id, { config: request.data.config }));
  }
  if (route === '/content/projects' && method === 'POST') return newProject(root, body);
  if (!route.startsWith('/content/')) return undefined;
  const id = route.slice('/content/'.length);
  if (contentKind(id) === undefined) return answer(404, { message: `no content file "${id}"` } satisfies Refused);
  if (method === 'GET') return getContent(root, id);
  if (method === 'PUT') return saveContent(root, id, body);
  if (method === 'DELETE' && id.startsWith('projects/')) return removeProject(root, id.slice('projects/'.length), body);
  return answer(405, { message: `${method} is not an action on content/${id}.json; GET reads it, PUT saves it` } satisfies Refused);
}
