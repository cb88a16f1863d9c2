import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { CONTENT_CHANGED_EVENT, type ContentChanged } from '../../api/contentTypes.ts';
import { textVersion } from '../textVersion.ts';
import { CONTENT_ID } from './contentFiles.ts';

/** How long a file must be still before its change is announced: one write can reach the watcher as several events. */
const SETTLE_MS = 100;

/** Each change to a file under content/ (an editor, git, a save of the studio's), told to the studio's page with its version. */
export function announceContentChanges(server: ViteDevServer, contentDir: string): void {
  server.watcher.add(contentDir);
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const send = (file: string, id: string) => {
    pending.delete(file);
    const version = existsSync(file) ? textVersion(readFileSync(file, 'utf8')) : null;
    server.ws.send({ type: 'custom', event: CONTENT_CHANGED_EVENT, data: { id, version } satisfies ContentChanged });
  };
  const announce = (file: string) => {
    const relative = path.relative(contentDir, file);
    if (!relative.endsWith('.json')) return;
    const id = relative.slice(0, -'.json'.length).split(path.sep).join('/');
    if (!CONTENT_ID.test(id)) return;
    clearTimeout(pending.get(file));
    pending.set(file, setTimeout(send, SETTLE_MS, file, id));
  };
  server.watcher.on('add', announce);
  server.watcher.on('change', announce);
  server.watcher.on('unlink', announce);
}
