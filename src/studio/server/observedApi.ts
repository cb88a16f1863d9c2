import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectData } from '../../config/load/projectData.ts';
import { observeExport } from '../../observed/observeExport.ts';
import { readExport } from '../../observed/readExport.ts';
import { megabytes } from '../../config/pictures/pictureRules.ts';
import { EXPORT_FILE_NAME, EXPORT_NAMES_TEXT, MAX_EXPORT_BYTES, type ObservedUpload, uploadName } from '../api/observedTypes.ts';

type Answer = { status: number; body: ObservedUpload | { message: string } };

/** One uploaded file: its name on the owner's computer, its size, and where the server wrote it. */
interface Uploaded {
  name: string;
  bytes: number;
  file: string;
}

/**
 * What an export's files show, read as `npm run observed` reads them (readExport with DuckDB through
 * observedQuery.sql, the files read as one export, then observeExport against the funnels of `root` as they
 * are on disk). Files that are not an export get the reason, naming them as the owner knows them, never a
 * crash.
 */
export async function observeFiles(root: string, files: readonly Uploaded[]): Promise<Answer> {
  const names = files.map((file) => file.name);
  if (files.every((file) => file.bytes === 0)) return { status: 422, body: { message: `${uploadName(names)} ${files.length === 1 ? 'is' : 'are'} empty: no rows in ${files.length === 1 ? 'it' : 'them'}` } };
  const project = loadProjectData(root);
  if (project.errors.length > 0 || project.site === undefined) {
    return { status: 422, body: { message: `nothing read: the project's config has problems (npm run check): ${project.errors[0] ?? 'content/site.json'}` } };
  }
  let read;
  try {
    read = await readExport(files.map((file) => file.file));
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    // DuckDB names the upload's temporary path; the owner knows each file by its own name.
    const named = files.reduce((text, file) => text.replaceAll(file.file, file.name), reason);
    return { status: 422, body: { message: `${uploadName(names)} could not be read as a GA4 export: ${named}` } };
  }
  const { report } = observeExport(read, { host: new URL(project.site.origin).host, funnels: project.funnels });
  return { status: 200, body: { name: uploadName(names), bytes: files.reduce((total, file) => total + file.bytes, 0), report } };
}

/** The files a request says it carries, in order, or why it is refused before its body is read. */
function announced(request: IncomingMessage): { files: { name: string; bytes: number | undefined }[] } | { status: number; message: string } {
  const { origin, host } = request.headers;
  // The body is the files themselves, not JSON: a type a form or a plain cross-site fetch cannot send without the browser asking first.
  if (origin !== undefined && URL.parse(origin)?.host !== host) return { status: 403, message: `the studio's API answers its own page only, not ${origin}` };
  if (request.method !== 'POST') return { status: 405, message: 'send the export file with POST' };
  if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/octet-stream') {
    return { status: 415, message: "send the export file's bytes with Content-Type: application/octet-stream" };
  }
  const query = new URL(request.url ?? '/', 'http://studio').searchParams;
  const names = query.getAll('name').map((name) => path.basename(name));
  const sizes = query.getAll('bytes').map(Number);
  const stranger = names.find((name) => name === '' || !EXPORT_FILE_NAME.test(name));
  if (names.length === 0 || stranger !== undefined) {
    return { status: 422, message: `${stranger || 'the file'} is not an export file: choose ${EXPORT_NAMES_TEXT}, as bq extract writes them` };
  }
  // One file may leave its size out (the body is all of it); several must each say theirs, so the body can be cut into them.
  if ((names.length > 1 || sizes.length > 0) && (sizes.length !== names.length || sizes.some((size) => !Number.isSafeInteger(size) || size < 0))) {
    return { status: 400, message: 'say each file’s size: ?name=…&bytes=… for every file, in the order they are sent' };
  }
  const total = Number(request.headers['content-length'] ?? 0);
  const name = uploadName(names);
  if (total > MAX_EXPORT_BYTES) return { status: 413, message: `${name} ${names.length === 1 ? 'is' : 'are'} ${megabytes(total)}; the studio reads up to ${megabytes(MAX_EXPORT_BYTES)}: run npm run observed -- ${names.join(' ')} where ${names.length === 1 ? 'it lies' : 'they lie'}` };
  return { files: names.map((fileName, index) => ({ name: fileName, bytes: sizes[index] })) };
}

function send(response: ServerResponse, { status, body }: Answer) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

/**
 * The request's body cut into the announced files, each written to `folder` (DuckDB reads files); read to
 * the end whatever happens, so the answer reaches the browser. Gives each file's size as received, and the
 * whole body's.
 */
async function receive(request: IncomingMessage, files: readonly { name: string; bytes: number | undefined }[], folder: string): Promise<{ uploaded: Uploaded[]; total: number }> {
  const uploaded = files.map((file, index) => ({ name: file.name, bytes: 0, file: path.join(folder, `${String(index)}-${file.name}`) }));
  let index = 0;
  let total = 0;
  let stream: WriteStream | undefined;
  const open = () => (stream ??= createWriteStream(uploaded[index]?.file ?? path.join(folder, 'rest')));
  for await (const received of request as AsyncIterable<Buffer>) {
    total += received.length;
    if (total > MAX_EXPORT_BYTES) continue;
    let chunk = received;
    while (chunk.length > 0 && index < uploaded.length) {
      const current = uploaded[index] as Uploaded;
      const wanted = files[index]?.bytes ?? Number.POSITIVE_INFINITY;
      const part = chunk.subarray(0, Math.max(0, Math.min(chunk.length, wanted - current.bytes)));
      if (part.length > 0 && !open().write(part)) await once(open(), 'drain');
      current.bytes += part.length;
      chunk = chunk.subarray(part.length);
      if (current.bytes >= wanted) {
        open().end();
        await once(open(), 'close');
        stream = undefined;
        index += 1;
      }
    }
  }
  // Open (and so create) every file the body ended in or before, empty ones included.
  while (index < uploaded.length) {
    open().end();
    await once(open(), 'close');
    stream = undefined;
    index += 1;
  }
  return { uploaded, total };
}

/**
 * POST /__studio/api/observed?name=<file name>&bytes=<its size>[&name=…&bytes=…]: the owner's export, one
 * file or the shards of one, uploaded from the studio's page as the files' bytes one after another, written
 * to a folder of its own under the system's temporary folder, read as one export, and removed again.
 * Answers the report (200) or the reason in words (400, 403, 405, 413, 415, 422).
 */
export async function observedUpload(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const said = announced(request);
  if ('status' in said) {
    // Read to the end, so the answer reaches the browser.
    request.resume();
    send(response, { status: said.status, body: { message: said.message } });
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-observed-'));
  try {
    const { uploaded, total } = await receive(request, said.files, folder);
    const name = uploadName(said.files.map((file) => file.name));
    const short = said.files.some((file, index) => file.bytes !== undefined && uploaded[index]?.bytes !== file.bytes);
    if (total > MAX_EXPORT_BYTES) {
      const where = said.files.length === 1 ? 'is over' : 'are together over';
      send(response, { status: 413, body: { message: `${name} ${where} ${megabytes(MAX_EXPORT_BYTES)}, the most the studio reads: run npm run observed -- ${said.files.map((file) => file.name).join(' ')} where ${said.files.length === 1 ? 'it lies' : 'they lie'}` } });
    }
    else if (short || total !== uploaded.reduce((sum, file) => sum + file.bytes, 0)) send(response, { status: 400, body: { message: `the body is ${String(total)} bytes, not the ${String(said.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0))} the files' sizes add up to` } });
    else send(response, await observeFiles(root, uploaded));
  } catch (error) {
    send(response, { status: 500, body: { message: error instanceof Error ? error.message : String(error) } });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
