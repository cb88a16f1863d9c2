import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadProjectData } from '../config/load/projectData.ts';
import { checkServedPictures, namedPictures } from '../config/pictures/checkServedPictures.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * `npm run check`: validates every config file and explains each problem,
 * one line each (file: JSON path: what is wrong), with no stack trace; then
 * every picture the site serves, by the rule the studio's upload uses (every
 * SVG under public/, every picture the config names), one line each refused.
 * On success it prints one line, after any warnings (on stderr, so the line
 * stays the only output a script reads).
 */
async function check(root: string): Promise<number> {
  if (!existsSync(path.join(root, 'funnels')) && !existsSync(path.join(root, 'content'))) {
    console.error('✗ no funnels/ or content/ folder here: run npm run check from the project root, the folder with package.json');
    return 1;
  }
  const { funnels, content, sites, errors, warnings } = loadProjectData(root);
  const pictures = await checkServedPictures(path.join(root, 'public'), namedPictures(funnels, content));
  for (const line of warnings) console.warn(`⚠ ${line}`);
  if (errors.length > 0) {
    console.error(`✗ ${plural(errors.length, 'problem')} in config:\n`);
    for (const line of errors) console.error(`  ${line}`);
  }
  if (pictures.length > 0) {
    console.error(`${errors.length > 0 ? '\n' : ''}✗ ${plural(pictures.length, 'picture')} the site would serve refused (docs/artwork.md#what-a-picture-may-hold):\n`);
    for (const line of pictures) console.error(`  ${line}`);
  }
  if (errors.length > 0 || pictures.length > 0) {
    console.error('\nFix the files above and run `npm run check` again.');
    return 1;
  }
  const pages = content?.pages.length ?? 0;
  const caseStudies = content?.projects.length ?? 0;
  // The portfolio's funnels, then the client sites (sites/*.json) and the funnels they publish, when there are any.
  const clientFunnels = sites.reduce((count, site) => count + site.funnels.length, 0);
  const clients = sites.length === 0 ? '' : `, ${plural(sites.length, 'client site')} (${plural(clientFunnels, 'funnel')})`;
  console.log(`✓ ${plural(funnels.length, 'funnel')}, ${plural(pages, 'page')}, ${plural(caseStudies, 'case study', 'case studies')}${clients}: all valid`);
  return 0;
}

try {
  process.exitCode = await check(process.cwd());
} catch (error) {
  // A failure of the checker itself, not of a config file: still one readable line, not a stack.
  console.error(`✗ npm run check could not finish: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
