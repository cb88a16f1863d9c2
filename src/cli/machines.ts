import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProjectData } from '../config/load/projectData.ts';
import { MACHINES_DIR, machineFiles } from '../diagrams/machineFiles.ts';

/**
 * `npm run machines`: writes machines/<slug>.mmd (Mermaid) and <slug>.json
 * (the config Stately's editor imports) for every funnel of the portfolio
 * (the site "How this funnel works" links them from; a client's site has
 * none), and removes the files of funnels that are gone. A broken funnel
 * stops it: its files would otherwise silently disappear.
 */
const root = process.cwd();
const { funnels, errors } = loadProjectData(root);
if (errors.length > 0) {
  console.error(`✗ machines not written: fix the config first (npm run check)\n`);
  for (const line of errors) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  const dir = path.join(root, MACHINES_DIR);
  const files = machineFiles(funnels);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (/\.(mmd|json)$/.test(name) && !files.has(name)) {
      rmSync(path.join(dir, name));
      console.log(`removed ${MACHINES_DIR}/${name} (no such funnel)`);
    }
  }
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  console.log(`✓ wrote ${files.size} files to ${MACHINES_DIR}/ for ${funnels.length} funnels`);
}
