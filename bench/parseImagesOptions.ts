import path from 'node:path';
import { parseRoutes } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export const imagesUsage = `Usage: npm run bench -- images [--dir <before>] [--dir <after>] [options]   (after npm run build)

  --dir <dir>       a build to serve with vite preview; give it again for each build side by side, the first
                    the one the last is held to (default dist)
  --routes /a,/b    routes to open (default: every route in the first build's sitemap.xml, and /404.html)
  --files           also list each image a visit loaded, with its bytes (on stderr)`;

export interface ImagesOptions {
  readonly dirs: readonly string[];
  readonly routes?: readonly string[];
  readonly files: boolean;
}

export function parseImagesOptions(argv: readonly string[]): ImagesOptions {
  const values = readArgs('images', argv, { dir: { type: 'string', multiple: true }, routes: { type: 'string' }, files: { type: 'boolean' } }, { '--no-build': NEVER_BUILDS });
  return {
    dirs: (values.dir ?? ['dist']).map((dir) => path.resolve(dir)),
    files: values.files === true,
    ...(values.routes === undefined ? {} : { routes: parseRoutes(values.routes) }),
  };
}
