// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ArtList, Refused, Removed, Uploaded } from '../api/types.ts';
import { artApi } from './artApi.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's pictures and data files, and an empty rendition cache, to add to and remove from. */
function places() {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-art-api-'));
  made.push(dir);
  for (const folder of ['funnels', 'content', 'sites', 'public/art']) cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
  const cacheDir = path.join(dir, 'cache');
  mkdirSync(cacheDir);
  return { publicDir: path.join(dir, 'public'), dataRoot: dir, cacheDir };
}

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>').toString('base64');

describe('the studio’s picture API', () => {
  it('lists every picture with its size and the files that name it: none unused in the project', async () => {
    const answer = await artApi(places(), 'GET', '/art', undefined);
    const { pictures } = answer?.body as ArtList;
    expect(pictures.find((picture) => picture.src === '/art/cinnamon/gift-set.svg')).toEqual({ src: '/art/cinnamon/gift-set.svg', width: 560, height: 420, usedBy: ['funnels/cinnamon.json'] });
    expect(pictures.find((picture) => picture.src === '/art/logos/lumiere.svg')?.usedBy).toEqual(['content/logos.json']);
    expect(pictures.filter((picture) => picture.usedBy.length === 0)).toEqual([]);
  }, 15_000);

  it('adds a picture (201), finds it unused, refuses to remove a used one, and removes it with its cached renditions', async () => {
    const at = places();
    const added = await artApi(at, 'POST', '/art', { name: 'Spare Leaf.svg', folder: 'plants', data: svg });
    expect(added).toEqual({ status: 201, body: { src: '/art/plants/spare-leaf.svg', width: 40, height: 30, written: ['public/art/plants/spare-leaf.svg'] } satisfies Uploaded });
    const { pictures } = (await artApi(at, 'GET', '/art', undefined))?.body as ArtList;
    expect(pictures.filter((picture) => picture.usedBy.length === 0).map((picture) => picture.src)).toEqual(['/art/plants/spare-leaf.svg']);

    expect(await artApi(at, 'DELETE', '/art', { src: '/art/plants/fiddle-leaf-fig.svg' })).toEqual({ status: 409, body: { message: '/art/plants/fiddle-leaf-fig.svg is still used by funnels/plants.json' } satisfies Refused });
    expect(existsSync(path.join(at.publicDir, 'art/plants/fiddle-leaf-fig.svg'))).toBe(true);
    expect((await artApi(at, 'DELETE', '/art', { src: '/art/../../package.json' }))?.status).toBe(404);

    // What the build keeps of the picture's renditions, beside another picture's.
    for (const file of ['plants__spare-leaf-364.0123abcd.avif', 'plants__spare-leaf-728.0123abcd.webp', 'plants__spare-leaf-2-364.0123abcd.avif']) writeFileSync(path.join(at.cacheDir, file), '');
    expect(await artApi(at, 'DELETE', '/art', { src: '/art/plants/spare-leaf.svg' })).toEqual({ status: 200, body: { removed: 'public/art/plants/spare-leaf.svg', renditions: 2 } satisfies Removed });
    expect(existsSync(path.join(at.publicDir, 'art/plants/spare-leaf.svg'))).toBe(false);
    expect(readdirSync(at.cacheDir)).toEqual(['plants__spare-leaf-2-364.0123abcd.avif']);
    // The first SVG loads jsdom, and each listing reads the size of 57 drawings: 4.3 s at a load average of 14.
  }, 15_000);

  it('removes the folder a removed picture leaves empty', async () => {
    const at = places();
    await artApi(at, 'POST', '/art', { name: 'badge.svg', folder: 'summer-sale', data: svg });
    expect((await artApi(at, 'DELETE', '/art', { src: '/art/summer-sale/badge.svg' }))?.status).toBe(200);
    expect(existsSync(path.join(at.publicDir, 'art/summer-sale'))).toBe(false);
  });

  it('answers a refused upload 422 with the reason, a malformed request 400, and other routes not at all', async () => {
    const at = places();
    expect(await artApi(at, 'POST', '/art', { name: 'notes.png', folder: '', data: Buffer.from('hello').toString('base64') })).toEqual({
      status: 422,
      body: { message: 'notes.png is not a PNG picture: its content is no picture format at all' },
    });
    expect((await artApi(at, 'POST', '/art', { name: 'a.png', folder: '', data: 'not base64!' }))?.status).toBe(400);
    expect(await artApi(at, 'GET', '/funnels', undefined)).toBeUndefined();
  });
});
