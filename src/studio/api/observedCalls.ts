import { STUDIO_API_PATH } from './studioPaths.ts';
import { OBSERVED_ROUTE, type ObservedUpload } from './observedTypes.ts';

export type ObservedResult = ({ status: 'read' } & ObservedUpload) | { status: 'refused'; message: string };

/**
 * An export file from the owner's computer, sent as its bytes to the dev
 * server, which reads it as `npm run observed` does: the report (`read`), or
 * why the file cannot be read (`refused`). Only a failure of the server
 * itself throws.
 */
export async function readObservedExport(file: File): Promise<ObservedResult> {
  const response = await fetch(`${STUDIO_API_PATH}${OBSERVED_ROUTE}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const body = (await response.json()) as unknown;
  if (response.status === 200) return { status: 'read', ...(body as ObservedUpload) };
  const message = (body as { message?: unknown } | null)?.message;
  if (response.status >= 400 && response.status < 500 && typeof message === 'string') return { status: 'refused', message };
  throw new Error(`reading ${file.name}: the studio's server answered ${String(response.status)}${typeof message === 'string' ? `: ${message}` : ''}`);
}
