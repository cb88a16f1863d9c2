import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Funnel } from '../../schemas/funnel.ts';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import { machineGraph } from '../engine/machineGraph.ts';
import { funnelSourceUrl, machineDiagramUrl } from '../flow-view/flowData.ts';
import { flowData } from './flowData.ts';
import type { FunnelVerdicts } from '../config/load/loadFunnels.ts';
import { loadProjectData } from '../config/load/projectData.ts';
import { machineDiagram } from './machineDiagram.ts';

const LOADERS = 'virtual:flow-diagrams';
const ONE = 'virtual:flow-diagram/';

/** The static files the view links to, by URL path: each funnel's file as written, and its Mermaid diagram. */
function flowFiles(root: string, funnels: readonly Funnel[]): Map<string, { type: string; text: string }> {
  const files = new Map<string, { type: string; text: string }>();
  for (const funnel of funnels) {
    files.set(funnelSourceUrl(funnel.slug), {
      type: 'application/json; charset=utf-8',
      text: readFileSync(path.join(root, 'funnels', `${funnel.slug}.json`), 'utf8'),
    });
    files.set(machineDiagramUrl(funnel.slug), {
      type: 'text/plain; charset=utf-8',
      text: machineDiagram(machineGraph(createFunnelMachine(funnel))),
    });
  }
  return files;
}

/**
 * The "How this funnel works" view's data, made in Node so dagre never ships:
 * `virtual:flow-diagrams` maps each slug to a dynamic import of
 * `virtual:flow-diagram/<slug>` (so each funnel's layout is its own small
 * chunk, fetched when the view opens), and the build writes the files the view
 * links to, /funnels/<slug>.json and /machines/<slug>.mmd, which dev and
 * preview serve too. Config errors are projectDataPlugin's to report; here a
 * broken funnel is simply left out.
 */
export function flowViewPlugin(root: string, site?: string): Plugin {
  // A build reads the files once (each funnel's layout is a module, and reading every file for each made a
  // build's time grow with the square of their number); the dev server reads them as they change under it.
  let building = false;
  let loaded: Funnel[] | undefined;
  // Each file's verdict kept by its text: the dev server reads the folder for each module it serves from it.
  const verdicts: FunnelVerdicts = new Map();
  // The portfolio's funnels: a funnel a client's site publishes is drawn for no one but its owner's studio.
  const read = () => loadProjectData(root, { verdicts }).funnels;
  const funnels = () => (building ? (loaded ??= read()) : read());
  const send = (response: ServerResponse, type: string, text: string) => {
    response.setHeader('Content-Type', type);
    response.end(text);
  };
  return {
    name: 'flow-view',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(ONE) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = funnels().map((funnel) => `  ${JSON.stringify(funnel.slug)}: () => import(${JSON.stringify(`${ONE}${funnel.slug}`)}),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${ONE}`)) return null;
      const slug = id.slice(ONE.length + 1);
      const funnel = funnels().find((candidate) => candidate.slug === slug);
      if (funnel === undefined) this.error(`No funnel "${slug}" in funnels/ to draw`);
      return `export default ${JSON.stringify(flowData(funnel))};`;
    },
    generateBundle() {
      // A client's site has no "How this funnel works" (FlowViewControl.client.tsx), so none of its files.
      if (this.environment.config.build.ssr !== false || site !== undefined) return;
      for (const [url, file] of flowFiles(root, funnels())) this.emitFile({ type: 'asset', fileName: url.slice(1), source: file.text });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://host').pathname;
        // Every module a page loads passes here: the funnels are read, and one drawn, only for a path that may be
        // one of its files (reading and drawing all of them for each request cost a studio page 40 s of CPU).
        const slug = path.posix.basename(pathname).replace(/\.[^.]*$/, '');
        const named = pathname === funnelSourceUrl(slug) || pathname === machineDiagramUrl(slug);
        const funnel = named ? funnels().find((candidate) => candidate.slug === slug) : undefined;
        const file = funnel === undefined ? undefined : flowFiles(root, [funnel]).get(pathname);
        if (file === undefined) next();
        else send(response, file.type, file.text);
      });
      // A changed funnel redraws: projectDataPlugin reloads the page, these modules must not be stale when it does.
      server.watcher.on('change', (file) => {
        if (!file.startsWith(path.join(root, 'funnels'))) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${ONE}`) === true || module.id === `\0${LOADERS}`) server.moduleGraph.invalidateModule(module);
        }
      });
    },
    configurePreviewServer(server) {
      // The static files handler does not know .mmd and would offer the diagram as a download; it is text.
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://host').pathname;
        const file = path.join(outDir, pathname);
        if (/^\/machines\/[a-z0-9-]+\.mmd$/.test(pathname) && existsSync(file)) send(response, 'text/plain; charset=utf-8', readFileSync(file, 'utf8'));
        else next();
      });
    },
  };
}
