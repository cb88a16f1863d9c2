import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadProjectData } from '../config/load/projectData.ts';

/**
 * `npm run build:sites`: every client's site in sites/, each into dist-sites/<key>/, one build after the
 * other (each is `npm run build -- --site <key>`, in a process of its own: Vite reads the site when its config
 * loads). Stops at the first that fails, with its reason.
 */
const root = path.resolve(import.meta.dirname, '../..');
const { sites, errors } = loadProjectData(process.env.SITE_DATA_DIR ?? root);
if (errors.length > 0) {
  console.error(`The build stopped: ${String(errors.length)} problem${errors.length === 1 ? '' : 's'} in the config.\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
for (const site of sites) {
  console.log(`\n${site.key} (${site.origin}):`);
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/cli/build.ts'), '--site', site.key], { cwd: root, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
if (sites.length === 0) console.log('No sites/*.json: nothing to build.');
