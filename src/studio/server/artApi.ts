import { removeRequestSchema, uploadRequestSchema, type ArtList, type Refused, type Removed, type Uploaded } from '../api/types.ts';
import { parseBody, type ApiAnswer } from './funnelApi.ts';
import { listPictures } from './listPictures.ts';
import { removePicture } from './removePicture.ts';
import { uploadPicture } from './uploadPicture.ts';

/** Where the pictures are (`publicDir`, the dev server's), where the data files that name them are, and the build's rendition cache. */
export interface ArtPlaces {
  publicDir: string;
  dataRoot: string;
  cacheDir: string;
}

/**
 * The API's routes for pictures, under /__studio/api/art: the list (with each
 * picture's size and the files that use it), an upload from the owner's
 * computer, checked before a byte is written, and the removal of a picture no
 * page uses. Undefined for any other route.
 */
export async function artApi(places: ArtPlaces, method: string, route: string, body: unknown): Promise<ApiAnswer | undefined> {
  if (route !== '/art') return undefined;
  if (method === 'GET') return { status: 200, body: { pictures: await listPictures(places.publicDir, places.dataRoot) } satisfies ArtList };
  if (method === 'POST') {
    const request = parseBody(uploadRequestSchema, body);
    if (!request.ok) return request.answer;
    const { name, folder, data } = request.data;
    const result = await uploadPicture(places.publicDir, { name, folder, bytes: Buffer.from(data, 'base64') });
    if (!result.ok) return { status: 422, body: { message: result.reason } satisfies Refused };
    const { src, width, height, written } = result;
    return { status: written.length > 0 ? 201 : 200, body: { src, width, height, written } satisfies Uploaded };
  }
  if (method === 'DELETE') {
    const request = parseBody(removeRequestSchema, body);
    if (!request.ok) return request.answer;
    const result = await removePicture(places.publicDir, places.dataRoot, places.cacheDir, request.data.src);
    if (!result.ok) return { status: result.status, body: { message: result.reason } satisfies Refused };
    return { status: 200, body: { removed: result.removed, renditions: result.renditions } satisfies Removed };
  }
  return { status: 405, body: { message: `${method} is not an action on pictures; GET lists them, POST adds one, DELETE removes one` } satisfies Refused };
}
