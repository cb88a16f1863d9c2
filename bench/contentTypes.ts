export interface ContentType {
  readonly mime: string;
  /** Text that a host compresses on the way out; fonts and images are compressed already. */
  readonly compressible: boolean;
}

const text = (mime: string): ContentType => ({ mime, compressible: true });
const binary = (mime: string): ContentType => ({ mime, compressible: false });

const byExtension: Readonly<Record<string, ContentType>> = {
  html: text('text/html; charset=utf-8'),
  js: text('text/javascript; charset=utf-8'),
  mjs: text('text/javascript; charset=utf-8'),
  css: text('text/css; charset=utf-8'),
  svg: text('image/svg+xml'),
  json: text('application/json'),
  map: text('application/json'),
  webmanifest: text('application/manifest+json'),
  xml: text('application/xml'),
  txt: text('text/plain; charset=utf-8'),
  woff2: binary('font/woff2'),
  woff: binary('font/woff'),
  png: binary('image/png'),
  jpg: binary('image/jpeg'),
  jpeg: binary('image/jpeg'),
  webp: binary('image/webp'),
  avif: binary('image/avif'),
  gif: binary('image/gif'),
  ico: binary('image/x-icon'),
  pdf: binary('application/pdf'),
};

export function contentTypeOf(file: string): ContentType {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  return byExtension[extension] ?? binary('application/octet-stream');
}
