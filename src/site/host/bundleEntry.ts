import path from 'node:path';
import { build } from 'vite';

/** Bundles one entry of src/site/host/entries/ with the tables written in: a file with no import left. */
export async function bundleEntry(root: string, entry: string, format: 'iife' | 'es', define: Record<string, unknown>): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'src/site/host/entries', entry), formats: [format], name: 'experiments', fileName: () => 'out.js' },
    },
  });
  // With write: false, the build hands back its output (a watcher only in watch mode, which this is not).
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (chunk === undefined) throw new Error(`Bundling ${entry} gave no script`);
  return chunk.code;
}
