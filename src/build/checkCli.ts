import { loadProjectData } from './projectData.ts';

/** `npm run check`: validates every config file and explains each problem, with no stack trace. */
const { funnels, content, errors } = loadProjectData(process.cwd());
if (errors.length > 0) {
  console.error(`✗ ${errors.length} problem${errors.length === 1 ? '' : 's'} in config:\n`);
  for (const line of errors) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  const steps = funnels.reduce((sum, funnel) => sum + Object.keys(funnel.steps).length, 0);
  const pages = (content?.pages.length ?? 0) + (content?.projects.length ?? 0);
  console.log(`✓ config OK: ${funnels.length} funnels (${steps} steps), ${pages} portfolio pages and their content`);
}
