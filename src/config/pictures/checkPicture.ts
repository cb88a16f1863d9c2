import sharp from 'sharp';
import { kindByName, MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, MAX_SVG_BYTES, PICTURE_KINDS, svgTooLargeReason, tooLargeReason, type PictureKind } from './pictureRules.ts';
import { drawSvg } from './drawSvg.ts';
import { DRAW_BUDGET_MS, MAX_SVG_PIXELS } from './svgCostLimits.ts';
import { svgRefusal } from './svgRefusal.ts';

export type PictureVerdict =
  | { ok: true; kind: PictureKind; width: number; height: number }
  | { ok: false; reason: string };

/** What sharp (libvips) finds a file's bytes to be, by their content alone, in the studio's words. */
const KIND_BY_FORMAT: Record<string, PictureKind> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', svg: 'SVG' };

const refuse = (reason: string): PictureVerdict => ({ ok: false, reason });
const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** What libvips reads of a file's header, or undefined when its bytes are no picture it knows. */
async function header(bytes: Buffer): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    // The header alone: no pixel is decoded here, so a file claiming to be enormous costs nothing to measure.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return undefined;
  }
}

/** Whether every pixel decodes: a file whose header is fine but whose data is cut short or corrupt does not. */
async function decodes(bytes: Buffer): Promise<string | undefined> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).raw().toBuffer();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * An SVG's verdict. The text is read by the site's SVG rule (svgRefusal) before librsvg parses it at all:
 * what librsvg would make of a crafted file (an entity bomb, a DTD) is no part of the check. A failure of
 * the check itself is a refusal too, never an error: nothing unread is taken. Then its own size is held to
 * MAX_SVG_PIXELS, and librsvg draws it once there, within DRAW_BUDGET_MS of CPU time (drawSvg): what the
 * counts of svgCostFindings miss, a drawing's real cost does not.
 */
async function checkSvg(name: string, bytes: Buffer): Promise<PictureVerdict> {
  if (bytes.length > MAX_SVG_BYTES) return refuse(svgTooLargeReason(name, bytes.length));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not text: a PNG named .svg says so; anything else is text in another encoding, or none.
    const read = await header(bytes);
    const found = read === undefined ? undefined : KIND_BY_FORMAT[read.format];
    if (found !== undefined && found !== 'SVG') return refuse(`${name} is not an SVG: its content is a ${found} picture`);
    return refuse(`${name} is not an SVG the site takes: it is not UTF-8 text`);
  }
  let refusal: Awaited<ReturnType<typeof svgRefusal>>;
  try {
    refusal = await svgRefusal(text);
  } catch (error) {
    return refuse(`${name} is not taken: it could not be checked (${error instanceof Error ? error.message : String(error)})`);
  }
  if (refusal !== undefined) return refuse(refusal.kind === 'not-svg' ? `${name} is not an SVG: ${refusal.reason}` : `${name} is not taken: ${refusal.reason}`);
  const read = await header(bytes);
  if (read === undefined || KIND_BY_FORMAT[read.format] !== 'SVG') return refuse(`${name} is an SVG librsvg cannot draw (the build draws its renditions with it)`);
  const { width, height } = read;
  if (width * height > MAX_SVG_PIXELS) {
    const limit = Math.sqrt(MAX_SVG_PIXELS);
    return refuse(`${name} is not taken: its own size is ${thousands(width)} × ${thousands(height)} pixels (${thousands(width * height)}), limit ${thousands(MAX_SVG_PIXELS)} (${String(limit)} × ${String(limit)})`);
  }
  const drawn = await drawSvg(bytes);
  switch (drawn.kind) {
    case 'drawn':
      return { ok: true, kind: 'SVG', width, height };
    case 'over': {
      const took = drawn.stopped ? `was still drawing it after ${thousands(drawn.ms)} ms of CPU time, and was stopped` : `took ${thousands(drawn.ms)} ms of CPU time to draw it`;
      return refuse(`${name} is not taken: librsvg ${took} (at its own size, ${String(width)} × ${String(height)}), limit ${thousands(DRAW_BUDGET_MS)} ms`);
    }
    case 'failed':
      return refuse(`${name} is an SVG librsvg cannot draw (the build draws its renditions with it): ${drawn.reason}`);
  }
}

/**
 * Whether a file from the owner's computer may be set in a page, and its size
 * in pixels if so. It must be what its name says it is, judged by its content
 * (libvips reads the format from the bytes, never from the name, and an SVG
 * is parsed as XML), at most MAX_PICTURE_BYTES, and, for a PNG, JPEG or WebP,
 * at most MAX_PICTURE_PIXELS, all of which decode. An SVG must be made of what
 * the site's SVG rule allows (svgRefusal), cheap to draw by its counts, and drawn
 * by librsvg, as the build draws it, within a budget of time. The same rule for a file from the studio and for every picture the
 * site serves (checkServedPictures).
 */
export async function checkPicture(name: string, bytes: Buffer): Promise<PictureVerdict> {
  const claimed = kindByName(name);
  if (claimed === undefined) return refuse(`${name} is not a picture the site takes: its name must end in ${Object.keys(PICTURE_KINDS).map((extension) => `.${extension}`).join(', ')}`);
  if (bytes.length > MAX_PICTURE_BYTES) return refuse(tooLargeReason(name, bytes.length));
  if (bytes.length === 0) return refuse(`${name} is empty`);

  if (claimed === 'SVG') return checkSvg(name, bytes);
  const read = await header(bytes);
  const found = read === undefined ? undefined : KIND_BY_FORMAT[read.format];
  if (read === undefined) return refuse(`${name} is not a ${claimed} picture: its content is no picture format at all`);
  if (found !== claimed) return refuse(`${name} is not a ${claimed} picture: its content is ${found === undefined ? `${read.format.toUpperCase()}, which the site does not take` : `a ${found} picture`}`);
  const pixels = read.width * read.height;
  if (pixels > MAX_PICTURE_PIXELS) {
    return refuse(`${name} is ${String(read.width)} × ${String(read.height)} pixels (${(pixels / 1e6).toFixed(1)} million): a picture may have at most ${(MAX_PICTURE_PIXELS / 1e6).toFixed(1)} million, e.g. 4096 × 4096`);
  }
  const broken = await decodes(bytes);
  if (broken !== undefined) return refuse(`${name} is a damaged ${claimed} picture: ${broken}`);
  return { ok: true, kind: claimed, width: read.width, height: read.height };
}
