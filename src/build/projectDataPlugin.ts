import path from 'node:path';
import type { Plugin } from 'vite';
import { loadProjectData } from './projectData.ts';

const VIRTUAL = ['virtual:funnels', 'virtual:site', 'virtual:content', 'virtual:page-paths'] as const;
export type VirtualId = (typeof VIRTUAL)[number];

function isVirtual(id: string): id is VirtualId {
  return (VIRTUAL as readonly string[]).includes(id);
}

/**
 * The source of a virtual data module, or an error listing every problem in
 * the config (one line each: file, JSON path, reason).
 */
export function virtualModuleSource(root: string, name: VirtualId): string {
  const data = loadProjectData(root);
  if (data.errors.length > 0) throw new Error(`Invalid config:\n  ${data.errors.join('\n  ')}`);
  const exported = {
    'virtual:funnels': data.funnels,
    'virtual:site': data.site,
    'virtual:content': data.content,
    // The route table needs only the paths; the pages themselves load with the portfolio chunk.
    'virtual:page-paths': data.content?.pages.map((page) => page.path),
  }[name];
  return `export default ${JSON.stringify(exported)};`;
}

/**
 * Validates funnels/ and content/ when the site is built or served, and hands
 * the browser plain, already-validated data as virtual modules. A broken file
 * stops the build with every problem listed by file, JSON path and reason; zod
 * never reaches the visitor's bundle.
 */
export function projectDataPlugin(root: string): Plugin {
  const watched = [path.join(root, 'funnels'), path.join(root, 'content')];
  return {
    name: 'project-data',
    resolveId(id) {
      return isVirtual(id) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return null;
      const name = id.slice(1);
      if (!isVirtual(name)) return null;
      try {
        return virtualModuleSource(root, name);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    configureServer(server) {
      server.watcher.add(watched);
      const reload = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        for (const id of VIRTUAL) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
