import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { FUNNEL_SLUG } from '../../config/load/funnelSlug.ts';
import { parseJsonText } from '../../config/load/readConfigFile.ts';
import { newFunnel } from '../../config/newFunnel/newFunnel.ts';
import { showcaseOrder } from '../../engine/funnelSummary.ts';
import {
  createRequestSchema,
  saveRequestSchema,
  validateRequestSchema,
  type ChangedOnDisk,
  type FunnelFile,
  type FunnelList,
  type Invalid,
  type Refused,
  type Saved,
  type ValidateResponse,
} from '../api/types.ts';
import { editJsonText } from './editJsonText.ts';
import { landingAddress, publisher } from '../api/siteAddresses.ts';
import { funnelProblems } from './funnelProblems.ts';
import { siteList } from './siteApi.ts';
import { textVersion } from './textVersion.ts';
import { writeWhole } from './writeWhole.ts';

/** An answer of the API: its HTTP status and its JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

const answer = (status: number, body: unknown): ApiAnswer => ({ status, body });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const funnelFile = (root: string, slug: string) => path.join(root, 'funnels', `${slug}.json`);

/** The text and parsed JSON of a funnel file, or undefined when there is no such file. */
function readFunnelText(root: string, slug: string): { text: string; version: string; config: unknown } | undefined {
  const file = funnelFile(root, slug);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const parsed = parseJsonText(text);
  return { text, version: textVersion(text), config: parsed.ok ? parsed.data : null };
}

/**
 * Every funnel file in the showcase's order, read as far as it can be (a broken one is listed too, to be mended),
 * each with the site that publishes it and its landing's address on the site the dev server serves (null: not there).
 */
export function listFunnels(root: string): FunnelList {
  const sites = siteList(root);
  const dir = path.join(root, 'funnels');
  const slugs = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((slug) => FUNNEL_SLUG.test(slug))
    : [];
  const funnels = slugs.map((slug) => {
    const config = readFunnelText(root, slug)?.config;
    const raw = isRecord(config) ? config : {};
    return {
      slug,
      title: typeof raw.title === 'string' && raw.title !== '' ? raw.title : slug,
      order: typeof raw.order === 'number' ? raw.order : undefined,
      steps: isRecord(raw.steps) ? Object.keys(raw.steps) : [],
      site: publisher(sites, slug)?.key ?? null,
      address: landingAddress(sites, slug) ?? null,
    };
  });
  return { funnels: funnels.sort(showcaseOrder) };
}

/** GET funnels/:slug: the file, its version, its JSON and what the check says of it. */
export function getFunnel(root: string, slug: string): ApiAnswer {
  const read = readFunnelText(root, slug);
  if (read === undefined) return answer(404, { message: `funnels/${slug}.json: file not found` } satisfies Refused);
  return answer(200, { slug, ...read, ...funnelProblems(root, slug) } satisfies FunnelFile);
}

/** The request's body as `schema` reads it, or a 400 saying what is wrong with it. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; answer: ApiAnswer } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  return { ok: false, answer: answer(400, { message: `the request's body: ${message}` } satisfies Refused) };
}

/** POST validate: the check's verdict on a candidate config, nothing written. */
export function validateFunnel(root: string, body: unknown): ApiAnswer {
  const request = parseBody(validateRequestSchema, body);
  if (!request.ok) return request.answer;
  const { slug, config } = request.data;
  if (!FUNNEL_SLUG.test(slug)) return answer(404, { message: `no funnel "${slug}"` } satisfies Refused);
  return answer(200, funnelProblems(root, slug, { config }) satisfies ValidateResponse);
}

/**
 * PUT funnels/:slug: writes the config when the file is still the version
 * the edit started from and the check finds no problem with it, changing
 * only the text of what changed. All of it runs synchronously, so no other
 * request of this server comes between the version's check and the write.
 */
export function saveFunnel(root: string, slug: string, body: unknown): ApiAnswer {
  const request = parseBody(saveRequestSchema, body);
  if (!request.ok) return request.answer;
  const { config, baseVersion } = request.data;
  const onDisk = readFunnelText(root, slug);
  if (onDisk === undefined) return answer(404, { message: `funnels/${slug}.json: file not found` } satisfies Refused);
  if (onDisk.version !== baseVersion) {
    return answer(409, { reason: 'changed-on-disk', version: onDisk.version, text: onDisk.text, config: onDisk.config } satisfies ChangedOnDisk);
  }
  const { problems } = funnelProblems(root, slug, { config });
  if (problems.length > 0) return answer(422, { problems } satisfies Invalid);
  const text = editJsonText(onDisk.text, config);
  if (text !== onDisk.text) writeWhole(funnelFile(root, slug), text);
  return answer(200, { version: textVersion(text), text } satisfies Saved);
}

/** POST funnels: `npm run new:funnel`'s own function, so the file and every refusal are the CLI's. */
export function createFunnel(root: string, body: unknown): ApiAnswer {
  const request = parseBody(createRequestSchema, body);
  if (!request.ok) return request.answer;
  const created = newFunnel(root, [request.data.slug]);
  if (!created.ok) {
    const status = created.reason === 'exists' ? 409 : created.reason === 'usage' ? 422 : 500;
    return answer(status, { message: created.message } satisfies Refused);
  }
  return { ...getFunnel(root, created.slug), status: 201 };
}

/** The API's routes: `route` is the path under /__studio/api, e.g. `/funnels/skincare`. */
export function studioApi(root: string, method: string, route: string, body: unknown): ApiAnswer {
  if (route === '/funnels' && method === 'GET') return answer(200, listFunnels(root));
  if (route === '/funnels' && method === 'POST') return createFunnel(root, body);
  if (route === '/validate' && method === 'POST') return validateFunnel(root, body);
  const one = /^\/funnels\/([^/]+)$/.exec(route);
  // A slug is a file name here: only a valid one ever names a file, so no path can leave funnels/.
  if (one !== null && FUNNEL_SLUG.test(one[1] ?? '')) {
    const slug = one[1] ?? '';
    if (method === 'GET') return getFunnel(root, slug);
    if (method === 'PUT') return saveFunnel(root, slug, body);
    return answer(405, { message: `${method} is not an action on a funnel; GET reads it, PUT saves it` } satisfies Refused);
  }
  return answer(404, { message: `no studio API at ${method} ${route}` } satisfies Refused);
}
