import { appendFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadProjectData } from '../config/load/projectData.ts';
import { loadFunnels } from '../config/load/loadFunnels.ts';
import { checkServedPictures, namedPictures } from '../config/pictures/checkServedPictures.ts';
import { writeExperimentFiles } from '../site/host/experimentFiles.ts';
import { fileHeaderRules } from '../site/host/fileHeaders.ts';
import { prerenderSite, type ServerEntry } from '../site/prerender/prerenderSite.ts';
import { writeArtRenditions } from '../art/writeArtRenditions.ts';
import { writeSiteFonts } from '../fonts/siteFonts.ts';
import { copyNamedPublicFiles, removeFiles, removeUnusedChunks } from '../site/prerender/publicFiles.ts';
import { clientOnlyPictures } from '../site/prerender/clientOnlyPictures.ts';

/** The value after `--name`, or undefined when the option is not given. */
function option(name: string): string | undefined {
  const flag = process.argv.indexOf(`--${name}`);
  return flag === -1 ? undefined : (process.argv[flag + 1] ?? '');
}

/**
 * `npm run build [-- --outDir dir] [-- --site <key>]`: the client build, a server build of
 * src/entry-server.tsx, one finished HTML file per route, then the raster renditions of the artwork
 * those pages show. With `--site`, sites/<key>.json's site alone, into dist-sites/<key>/ (docs/client-site.md).
 */
async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataRoot = process.env.SITE_DATA_DIR ?? root;
  const siteKey = option('site');
  const outDir = path.resolve(root, option('outDir') ?? (siteKey === undefined ? 'dist' : path.join('dist-sites', siteKey)));
  const serverDir = path.join(root, 'node_modules', '.cache', 'prerender', path.basename(outDir));
  // vite.config.ts reads it: the plugins build this site's data and routes.
  if (siteKey !== undefined) process.env.CLIENT_SITE = siteKey;

  // Config errors first, one line each (file, JSON path, reason), before Vite wraps them in stack traces. The config is
  // SITE_DATA_DIR's when it is set, as vite.config.ts builds it (the studio's tests build a copy they edited).
  const { errors, warnings, funnels, site, content, sites, showcased } = loadProjectData(dataRoot, { site: siteKey });
  for (const line of warnings) console.warn(`⚠ ${line}`);
  if (errors.length > 0) {
    console.error(`The build stopped: ${String(errors.length)} problem${errors.length === 1 ? '' : 's'} in the config.\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  // Then what the site will serve, by the studio's own picture rule: this project's public/, which Vite copies into dist/.
  const pictures = await checkServedPictures(path.join(root, 'public'), namedPictures(funnels, content));
  if (pictures.length > 0) {
    console.error(`The build stopped: ${String(pictures.length)} picture${pictures.length === 1 ? '' : 's'} the site would serve refused (docs/artwork.md#what-a-picture-may-hold).\n  ${pictures.join('\n  ')}`);
    process.exit(1);
  }

  // A client's site copies from public/ only what its pages name (copyNamedPublicFiles, below).
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, copyPublicDir: siteKey === undefined } });
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: serverDir, emptyOutDir: true, ssr: 'src/entry-server.tsx', copyPublicDir: false, minify: false },
    // Bundled rather than required from node_modules: Node's CommonJS interop would hand over
    // styled-components' module object instead of its default export.
    ssr: { noExternal: ['styled-components'] },
  });
  const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
  const written = await prerenderSite(outDir, server);
  await rm(serverDir, { recursive: true, force: true });
  console.log(`Prerendered ${String(written.length)} pages into ${path.relative(root, outDir) || '.'}/`);
  if (siteKey === undefined) {
    // The pictures only clients' sites name are theirs: Vite copied all of public/, the portfolio serves none of them.
    const clientOnly = clientOnlyPictures(sites, loadFunnels(path.join(dataRoot, 'funnels')).data, [...funnels, ...showcased.map((shown) => shown.funnel)], content);
    await removeFiles(outDir, clientOnly);
  } else {
    const blocks = new Set([...JSON.stringify([funnels, content?.privacy]).matchAll(/"type":"([a-z-]+)"/g)].map((match) => match[1] ?? ''));
    const chunks = await removeUnusedChunks(outDir, blocks);
    console.log(`Left out ${String(chunks.length)} scripts and styles no page of ${siteKey} loads`);
  }
  // The manifest was only for the steps above; a static host has no reason to serve it.
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  const experimentFiles = site === undefined ? [] : await writeExperimentFiles(root, outDir, funnels, site);
  if (experimentFiles.length > 0) console.log(`Host rules (split tests, forms that deliver): ${experimentFiles.join(', ')}`);
  // The renditions are committed (art-renditions/): a clean clone's build took 56 s encoding them, 12 s with them
  // kept. A build of the project's own pages keeps that folder exactly their set, so new artwork's renditions
  // appear there to be committed with it; a build of other data (SITE_DATA_DIR: the studio's tests) reads it and
  // keeps what it encodes in node_modules/.cache.
  const committed = path.join(root, 'art-renditions');
  const art = await writeArtRenditions(
    outDir,
    root,
    process.env.SITE_DATA_DIR === undefined && siteKey === undefined
      ? { dir: committed, prune: true }
      : { dir: path.join(root, 'node_modules', '.cache', 'art'), readAlso: committed },
  );
  console.log(`Artwork: ${String(art.files)} renditions, ${(art.bytes / 1024).toFixed(0)} KB (${String(art.encoded)} encoded now, the rest kept)`);
  if (siteKey !== undefined) {
    const copied = await copyNamedPublicFiles(path.join(root, 'public'), outDir);
    console.log(`From public/: ${copied.length === 0 ? 'nothing' : copied.join(', ')}`);
  }
  for (const font of await writeSiteFonts(outDir, dataRoot, siteKey)) {
    const files = font.files.map((file) => `${path.basename(file.href)} ${(file.bytes / 1024).toFixed(1)} KB, ${String(file.characters)} characters`);
    const missing = font.uncovered.length === 0 ? '' : `; not in the typeface, drawn in a stand-in: ${font.uncovered.join(' ')}`;
    console.log(`${font.typeface.family}: ${files.join(' + ')}${missing}`);
  }
  // Last, once every file is in place: which of them are not pages is read off the build itself.
  const built = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const rules = fileHeaderRules(built.map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
  if (rules.length > 0) await appendFile(path.join(outDir, '_headers'), `\n${rules.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
