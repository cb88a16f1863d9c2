import { STUDIO_API_PATH } from './studioPaths.ts';
import { OBSERVED_ROUTE, type ObservedUpload } from './observedTypes.ts';

export type ObservedResult = ({ status: 'read' } & ObservedUpload) | { status: 'refused'; message: string };

/**
 * An export's files from the owner's computer (one, or the shards of one export), sent one after another
 * as their bytes to the dev server, which reads them as `npm run observed` does: the report (`read`), or why
 * they cannot be read (`refused`). Only a failure of the server itself throws.
 */
export async function readObservedExport(files: readonly File[]): Promise<ObservedResult> {
  const query = files.map((file) => `name=${encodeURIComponent(file.name)}&bytes=${String(file.size)}`).join('&');
  const response = await fetch(`${STUDIO_API_PATH}${OBSERVED_ROUTE}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: new Blob([...files]),
  });
  const body = (await response.json()) as unknown;
  if (response.status === 200) return { status: 'read', ...(body as ObservedUpload) };
  const message = (body as { message?: unknown } | null)?.message;
  if (response.status >= 400 && response.status < 500 && typeof message === 'string') return { status: 'refused', message };
  throw new Error(`reading ${files.map((file) => file.name).join(', ')}: the studio's server answered ${String(response.status)}${typeof message === 'string' ? `: ${message}` : ''}`);
}
