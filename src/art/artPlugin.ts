import path from 'node:path';
import type { Plugin } from 'vite';
import { parseRenditionPath } from '../ui/art/artSources.ts';
import { ART_DIR, artHash, artHashes, rasterArt } from './artHashes.ts';
import { renderRendition } from './renderRendition.ts';
import { loadProjectData } from '../config/load/projectData.ts';
import { loadFunnels, type FunnelVerdicts } from '../config/load/loadFunnels.ts';
import { namedPictures } from '../config/pictures/checkServedPictures.ts';
import { clientOnlyPictures } from '../site/prerender/clientOnlyPictures.ts';

const VIRTUAL = 'virtual:art';

/**
 * `virtual:art`: every artwork's address and hash, from which the browser names its renditions. The
 * build writes the renditions after prerendering (writeArtRenditions.ts); the development server
 * draws each one when it is first asked for, so a page looks the same in both.
 */
export function artPlugin(root: string, dataRoot: string = root, servedSite: () => string | undefined = () => undefined): Plugin {
  // A site's table names only its own pictures: a client's site those its config names, the portfolio every
  // artwork but those only clients' sites name (a script must not list another site's pictures).
  // Each funnel file's verdict kept by its text, as the dev server reads the table again after each change.
  const verdicts: FunnelVerdicts = new Map();
  const own = () => {
    const site = servedSite();
    const project = loadProjectData(dataRoot, { site, verdicts });
    if (site !== undefined) return new Set(namedPictures(project.funnels, project.content));
    const clientOnly = new Set(clientOnlyPictures(project.sites, loadFunnels(path.join(dataRoot, 'funnels'), 'funnels', { verdicts }).data, [...project.funnels, ...project.showcased.map((shown) => shown.funnel)], project.content));
    return { has: (src: string) => !clientOnly.has(src) };
  };
  return {
    name: 'art',
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const keep = own();
      return `export default ${JSON.stringify(Object.fromEntries(Object.entries(artHashes(root)).filter(([src]) => keep.has(src))))};`;
    },
    configureServer(server) {
      const dir = path.join(root, ART_DIR);
      server.watcher.add(dir);
      const invalidate = () => {
        const module = server.moduleGraph.getModuleById(`\0${VIRTUAL}`);
        if (module !== undefined) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        invalidate();
        server.ws.send({ type: 'full-reload' });
      });
      // A picture added or removed (the studio's upload and removal) changes no page now showing, so none is
      // reloaded (the studio's page keeps its unsaved edits); the next page loaded gets the hashes as they are.
      for (const event of ['add', 'unlink'] as const) {
        server.watcher.on(event, (file: string) => {
          if (file.startsWith(dir)) invalidate();
        });
      }
      const drawn = new Map<string, Promise<Buffer>>();
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const rendition = parseRenditionPath(url);
        if (rendition === undefined) {
          next();
          return;
        }
        const svg = rasterArt(root).find(({ src }) => src === `/art/${rendition.name}.svg`)?.svg;
        if (svg === undefined || artHash(svg) !== rendition.hash) {
          response.statusCode = 404;
          response.end();
          return;
        }
        const image = drawn.get(url) ?? renderRendition(svg, rendition.width, rendition.format);
        drawn.set(url, image);
        image.then(
          (data) => {
            response.setHeader('Content-Type', `image/${rendition.format}`);
            response.end(data);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
  };
}
