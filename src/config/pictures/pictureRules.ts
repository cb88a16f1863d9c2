/**
 * What the studio takes as a picture from the owner's computer, shared by its
 * page (which says the limits beside the drop zone and refuses a file over the
 * size before sending it) and its server (which checks every upload anyway).
 */

/** The largest file taken, in bytes: 5 MB, several times a phone's full-screen screenshot as PNG. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * The largest SVG taken: 1 MB, 75 times the largest of the site's drawings (13 KB). An SVG is text that the
 * check reads whole, and DOMPurify's pass over attribute values costs about a second per megabyte on this
 * project's shared 2-core machine; a drawing past this size is a raster in disguise, or generated.
 */
export const MAX_SVG_BYTES = 1024 * 1024;

/**
 * The most pixels a PNG, JPEG or WebP may hold (width × height): 16 megapixels,
 * a 4096 × 4096 picture. Past that, a file is a camera's original rather than
 * a picture for a page, and decoding it would hold the dev server for seconds.
 * An SVG is drawn at the size a page asks for, so its own size is no cost.
 */
export const MAX_PICTURE_PIXELS = 4096 * 4096;

/** The kinds of picture taken, by the extension a file's name may have. */
export const PICTURE_KINDS = {
  png: 'PNG',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  webp: 'WebP',
  svg: 'SVG',
} as const satisfies Record<string, string>;

export type PictureKind = (typeof PICTURE_KINDS)[keyof typeof PICTURE_KINDS];

/** The `accept` of the file picker: the extensions above. */
export const PICTURE_ACCEPT = Object.keys(PICTURE_KINDS)
  .map((extension) => `.${extension}`)
  .join(',');

/** What a file's name says it is, from its extension, or undefined for a name no picture kind has. */
export function kindByName(name: string): PictureKind | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(PICTURE_KINDS, extension) ? PICTURE_KINDS[extension as keyof typeof PICTURE_KINDS] : undefined;
}

/** The limits, in words, as the drop zone states them and a refusal repeats them. */
export function megabytes(bytes: number): string {
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

export const PICTURE_LIMITS_TEXT = `PNG, JPEG, WebP or SVG, up to ${megabytes(MAX_PICTURE_BYTES)} (an SVG ${megabytes(MAX_SVG_BYTES)}) and ${String(MAX_PICTURE_PIXELS / 1024 / 1024)} megapixels`;

/** The refusal of a file over the size, in the words the page and the server both give. */
export function tooLargeReason(name: string, bytes: number): string {
  return `${name} is ${megabytes(bytes)}: a picture may be at most ${megabytes(MAX_PICTURE_BYTES)}`;
}

/** The refusal of an SVG over its size. */
export function svgTooLargeReason(name: string, bytes: number): string {
  return `${name} is ${megabytes(bytes)}: an SVG may be at most ${megabytes(MAX_SVG_BYTES)}`;
}

/** A folder under public/art/ as a picture's address names it: lower-case words with dashes, separated by slashes. */
export const ART_FOLDER = /^([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
