import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/**
 * The `server` block docs/deploy.md gives for a host that reads none of the build's host files, as GitHub
 * Pages serves: `/a/b` is `a/b.html`, `/a/b/` is `a/b/index.html`, an unknown address is 404.html with
 * status 404, text compressed; no `_headers`, no `_redirects`, no worker. `ROOT` and `PORT` are filled in.
 */
export const PLAIN_HOST_SERVER = `server {
    listen PORT;
    root ROOT;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml;
    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }
    error_page 404 /404.html;
}`;

export interface PlainHost {
  /** http://127.0.0.1:port */
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx serving `dir` with PLAIN_HOST_SERVER: one process (no workers to switch user), its pid,
 * logs and temporary files in a folder `stop` removes. Resolves once it answers.
 */
export async function startPlainHost(dir: string, { timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<PlainHost> {
  if (NGINX === undefined) throw new Error('nginx is not installed: `apt-get install nginx-light` (.ci/run installs it)');
  const scratch = mkdtempSync(path.join(tmpdir(), 'plain-host-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(scratch, kind)};`);
  const config = [
    'daemon off;',
    'master_process off;',
    `pid ${path.join(scratch, 'nginx.pid')};`,
    `error_log ${path.join(scratch, 'error.log')} warn;`,
    'events {}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...temp,
    PLAIN_HOST_SERVER.replace('PORT', `127.0.0.1:${String(port)}`).replace('ROOT', path.resolve(dir)),
    '}',
  ].join('\n');
  const file = path.join(scratch, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX, ['-c', file, '-p', scratch, '-e', path.join(scratch, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let printed = '';
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!gone()) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) {
      await stop();
      throw new Error(`nginx exited before it served ${origin}:\n${printed}`);
    }
    try {
      await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
      return { origin, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${origin} within ${String(timeoutMs)} ms:\n${printed}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
