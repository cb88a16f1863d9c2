import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { servedFile } from './servedFile.ts';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Makes `vite preview` answer like a static host: /a/b serves a/b.html and
 * /a/b/ a/b/index.html (servedFile), and a path with no file gets 404.html
 * with status 404 (Vite's own preview would answer every unknown path with
 * index.html and 200).
 */
export function staticHostPlugin(): Plugin {
  return {
    name: 'static-host',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          next();
          return;
        }
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
        } catch {
          pathname = '/';
        }
        const relative = servedFile(pathname, (candidate) => isFile(path.join(outDir, candidate)));
        // Files that are not pages (scripts, pictures) are Vite's to serve, with their types and caching.
        if (relative !== undefined && !relative.endsWith('.html')) {
          next();
          return;
        }
        const found = relative !== undefined;
        const file = path.join(outDir, relative ?? '404.html');
        response.statusCode = found ? 200 : 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Vary', 'Accept-Encoding');
        // Static hosts compress HTML; so does this, or a benchmark would measure a slower page than visitors get.
        let body = readFileSync(file);
        if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
          body = gzipSync(body);
          response.setHeader('Content-Encoding', 'gzip');
        }
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
