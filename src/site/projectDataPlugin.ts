import path from 'node:path';
import type { Plugin } from 'vite';
import { FUNNEL_MODULE_PREFIX, funnelModuleId } from '../engine/funnelModuleId.ts';
import { funnelKey } from '../engine/funnelKey.ts';
import { funnelSummaries } from '../engine/funnelSummary.ts';
import { loadProjectData } from '../config/load/projectData.ts';
import type { FunnelVerdicts } from '../config/load/loadFunnels.ts';
import { leadFacts } from '../analytics/leadFacts.ts';
import { PROJECT_DATA_CHANGED } from './projectDataChanged.ts';
import { NOT_ON_EVERY_PAGE } from '../i18n/Words.ts';

const VIRTUAL = ['virtual:funnels', 'virtual:funnel-loaders', 'virtual:funnel-summaries', 'virtual:site', 'virtual:content', 'virtual:page-paths', 'virtual:lead-facts', 'virtual:words', 'virtual:privacy-words'] as const;
export type VirtualId = (typeof VIRTUAL)[number];

// One funnel's definition is a module of its own, so that a funnel page loads only its funnel.
const FUNNEL_PREFIX = FUNNEL_MODULE_PREFIX;

function isVirtual(id: string): id is VirtualId {
  return (VIRTUAL as readonly string[]).includes(id);
}

type ProjectData = ReturnType<typeof loadProjectData>;

function validData(data: ProjectData): ProjectData {
  if (data.errors.length > 0) throw new Error(`Invalid config:\n  ${data.errors.join('\n  ')}`);
  return data;
}

/**
 * The source of a virtual data module, or an error listing every problem in
 * the config (one line each: file, JSON path, reason).
 */
export function virtualModuleSource(
  root: string,
  name: VirtualId | `${typeof FUNNEL_PREFIX}${string}`,
  loaded: ProjectData = loadProjectData(root),
): string {
  const data = validData(loaded);
  if (name.startsWith(FUNNEL_PREFIX)) {
    const key = name.slice(FUNNEL_PREFIX.length);
    const funnel = data.funnels.find((candidate) => funnelKey(candidate) === key);
    if (funnel === undefined) throw new Error(`No funnel file funnels/${key}.json`);
    // The forecast is read only by "How this funnel works", which loads it with its drawing: a funnel page never ships it.
    const shipped = Object.fromEntries(Object.entries(funnel).filter(([key]) => key !== 'forecast'));
    return `export default ${JSON.stringify(shipped)};`;
  }
  if (name === 'virtual:funnel-loaders') {
    // A slug and an import per funnel: the only part of a funnel page's script that grows with the number of funnels.
    const entries = data.funnels.map((funnel) => `${JSON.stringify(funnelKey(funnel))}: () => import(${JSON.stringify(funnelModuleId(funnelKey(funnel)))})`);
    return `export default {${entries.join(',')}};`;
  }
  if (name === 'virtual:lead-facts') {
    // What the delivering forms keep, for the privacy page: none on a site whose forms deliver nothing.
    return `export default ${JSON.stringify(leadFacts(data.funnels, data.site))};`;
  }
  if (name === 'virtual:funnel-summaries') {
    // The gallery's cards, so the showcase never ships every funnel's steps.
    // On the portfolio, with the clients' funnels their site files ask it to show, leading to their own domains.
    return `export default ${JSON.stringify(funnelSummaries(data.funnels, data.site?.client === undefined ? data.showcased : []))};`;
  }
  const exported = {
    // Every funnel at once: for the development page /__machines, the build scripts and the tests only.
    'virtual:funnels': data.funnels,
    'virtual:site': data.site,
    'virtual:content': data.content,
    // The route table needs only the paths; the pages themselves load with the portfolio chunk.
    'virtual:page-paths': data.content?.pages.map((page) => page.path),
    // The engine's words in the site's languages alone (the portfolio's: English); the privacy page's apart, the worker's not at all.
    'virtual:words': Object.fromEntries(
      Object.entries(data.words).map(([tag, words]) => [tag, Object.fromEntries(Object.entries(words).filter(([group]) => !(NOT_ON_EVERY_PAGE as readonly string[]).includes(group)))]),
    ),
    'virtual:privacy-words': Object.fromEntries(Object.entries(data.words).map(([tag, { privacy }]) => [tag, { privacy }])),
  }[name as Exclude<VirtualId, 'virtual:funnel-loaders' | 'virtual:funnel-summaries' | 'virtual:lead-facts'>];
  return `export default ${JSON.stringify(exported)};`;
}

/**
 * Validates funnels/ and content/ when the site is built or served, and hands
 * the browser plain, already-validated data as virtual modules. A broken file
 * stops the build with every problem listed by file, JSON path and reason; zod
 * never reaches the visitor's bundle.
 */
export function projectDataPlugin(root: string, site: () => string | undefined = () => undefined): Plugin {
  const watched = [path.join(root, 'funnels'), path.join(root, 'content'), path.join(root, 'sites'), path.join(root, 'languages')];
  // A build reads and checks the files once, not once per module: every funnel is a module of its own, and
  // each load checking every funnel made a build's time grow with the square of their number (a client build
  // from 100 funnel files took minutes). The dev server reads them at each load, as they change under it.
  let building = false;
  let loaded: ProjectData | undefined;
  // Each funnel file's verdict kept by its text: the dev server reads the folder for every virtual module it serves.
  const verdicts: FunnelVerdicts = new Map();
  const projectData = () => (building ? (loaded ??= loadProjectData(root, { site: site() })) : loadProjectData(root, { site: site(), verdicts }));
  return {
    name: 'project-data',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return isVirtual(id) || id.startsWith(FUNNEL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const name = id.slice(1);
      if (!isVirtual(name) && !name.startsWith(FUNNEL_PREFIX)) return null;
      try {
        return virtualModuleSource(root, name as VirtualId, projectData());
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    configureServer(server) {
      server.watcher.add(watched);
      const reload = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:') === true) server.moduleGraph.invalidateModule(module);
        }
        // Not a full reload of every page: an event the site's own pages reload on (src/main.tsx), so a page
        // with its own copy of the config (the studio's, with unsaved edits) is left alone.
        server.ws.send({ type: 'custom', event: PROJECT_DATA_CHANGED, data: { file } });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
