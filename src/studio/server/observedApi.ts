import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { loadProjectData } from '../../config/load/projectData.ts';
import { observeExport } from '../../observed/observeExport.ts';
import { readExport } from '../../observed/readExport.ts';
import { megabytes } from '../../config/pictures/pictureRules.ts';
import { EXPORT_EXTENSIONS, MAX_EXPORT_BYTES, type ObservedUpload } from '../api/observedTypes.ts';

type Answer = { status: number; body: ObservedUpload | { message: string } };

/**
 * What an export file shows, read as `npm run observed` reads it (readExport
 * with DuckDB through observedQuery.sql, then observeExport against the
 * funnels of `root` as they are on disk). A file that is not an export gets
 * its reason, never a crash.
 */
export async function observeFile(root: string, file: string, name: string, bytes: number): Promise<Answer> {
  if (bytes === 0) return { status: 422, body: { message: `${name} is empty: no rows in it` } };
  const project = loadProjectData(root);
  if (project.errors.length > 0 || project.site === undefined) {
    return { status: 422, body: { message: `nothing read: the project's config has problems (npm run check): ${project.errors[0] ?? 'content/site.json'}` } };
  }
  let read;
  try {
    read = await readExport([file]);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    // DuckDB names the upload's temporary path; the owner knows the file by its own name.
    return { status: 422, body: { message: `${name} could not be read as a GA4 export: ${reason.replaceAll(file, name)}` } };
  }
  const { report } = observeExport(read, { host: new URL(project.site.origin).host, funnels: project.funnels });
  return { status: 200, body: { name, bytes, report } };
}

/** Why a request is refused before its body is read, or undefined. */
function refusal(request: IncomingMessage, name: string): { status: number; message: string } | undefined {
  const { origin, host } = request.headers;
  // The body is the file itself, not JSON: a type a form or a plain cross-site fetch cannot send without the browser asking first.
  if (origin !== undefined && URL.parse(origin)?.host !== host) return { status: 403, message: `the studio's API answers its own page only, not ${origin}` };
  if (request.method !== 'POST') return { status: 405, message: 'send the export file with POST' };
  if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/octet-stream') {
    return { status: 415, message: "send the export file's bytes with Content-Type: application/octet-stream" };
  }
  const extension = path.extname(name).toLowerCase();
  if (name === '' || !(EXPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    return { status: 422, message: `${name || 'the file'} is not an export file: choose newline-delimited JSON (${EXPORT_EXTENSIONS.filter((known) => known !== '.parquet').join(', ')}) or Parquet (.parquet), as bq extract writes them` };
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_EXPORT_BYTES) return { status: 413, message: `${name} is ${megabytes(length)}; the studio reads up to ${megabytes(MAX_EXPORT_BYTES)}: run npm run observed -- ${name} on it` };
  return undefined;
}

function send(response: ServerResponse, { status, body }: Answer) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/**
 * POST /__studio/api/observed?name=<file name>: the owner's export file,
 * uploaded from the studio's page as its raw bytes, written to a folder of
 * its own under the system's temporary folder (DuckDB reads files, and tells
 * Parquet from JSON by the name), read, and removed again. Answers the report
 * (200) or the reason in words (403, 405, 413, 415, 422).
 */
export async function observedUpload(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const name = path.basename(new URL(request.url ?? '/', 'http://studio').searchParams.get('name') ?? '');
  const refused = refusal(request, name);
  if (refused !== undefined) {
    // Read to the end, so the answer reaches the browser.
    request.resume();
    send(response, { status: refused.status, body: { message: refused.message } });
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-observed-'));
  const file = path.join(folder, `export${path.extname(name).toLowerCase()}`);
  try {
    let bytes = 0;
    // Read to the end (so the answer reaches the browser), kept only while within the limit.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, bytes > MAX_EXPORT_BYTES ? undefined : chunk);
      },
    });
    await pipeline(request, counted, createWriteStream(file));
    if (bytes > MAX_EXPORT_BYTES) send(response, { status: 413, body: { message: `${name} is over ${megabytes(MAX_EXPORT_BYTES)}, the most the studio reads: run npm run observed -- ${name} on it` } });
    else send(response, await observeFile(root, file, name, bytes));
  } catch (error) {
    send(response, { status: 500, body: { message: error instanceof Error ? error.message : String(error) } });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
