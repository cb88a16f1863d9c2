// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { contentApi } from '../../src/studio/server/content/contentApi.ts';
import { throwawayProject } from '../support/throwawayProject.ts';

/* The content studio's server on a throwaway copy: what it refuses, and what it writes. */

let root = '';
beforeEach(() => {
  root = throwawayProject('studio-content-');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const read = (id: string) => readFileSync(path.join(root, 'content', `${id}.json`), 'utf8');
const call = (method: string, route: string, body?: unknown) => contentApi(root, method, route, body) ?? { status: 0, body: undefined };
const file = (id: string) => call('GET', `/content/${id}`).body as { version: string; config: unknown };

describe('the content studio’s API', () => {
  it('writes a service’s new title as its one line, and refuses an empty one in the check’s words, writing nothing', () => {
    const before = read('services');
    const { version, config } = file('services');
    const services = structuredClone(config) as { title: string }[];
    (services[1] as { title: string }).title = 'Product Design';
    expect(call('PUT', '/content/services', { config: services, baseVersion: version }).status).toBe(200);
    const after = read('services');
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['    "title": "Product Design",']);

    (services[1] as { title: string }).title = '';
    const refused = call('PUT', '/content/services', { config: services, baseVersion: file('services').version });
    expect(refused.status).toBe(422);
    expect((refused.body as { problems: { line: string; path: unknown[] }[] }).problems[0]).toMatchObject({ path: [1, 'title'], line: expect.stringMatching(/^content\/services\.json: \[1\]\.title: /) as unknown });
    expect(read('services')).toBe(after);
  });

  it('refuses a taken or malformed slug with the reason, and writes a new case study only once it is valid', () => {
    expect(call('POST', '/content/projects', { slug: 'fit-ins' })).toMatchObject({ status: 409, body: { message: expect.stringContaining('already exists') as unknown } });
    expect(call('POST', '/content/projects', { slug: 'Fit Ins' })).toMatchObject({ status: 422, body: { message: expect.stringContaining('expected a lower-case slug') as unknown } });
    const started = call('POST', '/content/projects', { slug: 'northwind-quiz' });
    expect(started.status).toBe(200);
    const draft = (started.body as { config: Record<string, unknown> }).config;
    expect(call('PUT', '/content/projects/northwind-quiz', { config: draft, baseVersion: '' }).status).toBe(422);
    expect(existsSync(path.join(root, 'content/projects/northwind-quiz.json'))).toBe(false);

    const fitIns = JSON.parse(read('projects/fit-ins')) as Record<string, unknown>;
    const complete = { ...fitIns, ...draft, headline: 'Finding your roast', $schema: fitIns.$schema };
    expect(call('PUT', '/content/projects/northwind-quiz', { config: complete, baseVersion: '' }).status).toBe(200);
    expect(Object.keys(JSON.parse(read('projects/northwind-quiz')) as object)).toEqual(Object.keys(fitIns));
    expect(call('PUT', '/content/projects/northwind-quiz', { config: complete, baseVersion: '' }).status).toBe(409);
    expect(loadProjectData(root).errors).toEqual([]);
  });

  it('removes a case study with its card, so the showcase never names a missing one', () => {
    const { version } = file('projects/medical-app');
    expect(call('DELETE', '/content/projects/medical-app', { baseVersion: version }).status).toBe(200);
    expect(existsSync(path.join(root, 'content/projects/medical-app.json'))).toBe(false);
    expect(read('case-studies')).not.toContain('/projects/medical-app');
    expect(loadProjectData(root).errors).toEqual([]);
  });
});
