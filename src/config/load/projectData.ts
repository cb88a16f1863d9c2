import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { Site, SiteFacts } from '../../../schemas/site.ts';
import { deliveringForms } from '../../engine/delivery/deliveringForms.ts';
import { payingForms } from '../../engine/payments/payingForms.ts';
import { loadContent, type Content } from './loadContent.ts';
import { loadFunnels, type CandidateFunnel, type FunnelVerdicts } from './loadFunnels.ts';
import { loadSite } from './loadSite.ts';
import { loadSites, type NamedClientSite } from './loadSites.ts';
import { clientProject } from './clientProject.ts';
import { loadTranslations } from './loadTranslations.ts';
import { formatIssue, readJson } from './readConfigFile.ts';
import { WORDS_FILE } from './funnelSlug.ts';
import { loadCatalogues } from './loadCatalogues.ts';
import { languagesDir } from './languagesDir.ts';
import { siteCatalogueErrors } from './siteCatalogueErrors.ts';
import { englishWords } from '../../i18n/englishWords.ts';
import type { Words } from '../../i18n/Words.ts';

/**
 * Everything under funnels/, content/ and sites/, validated. The one entry
 * point for the build, `check`, the studio and tests. With a `candidate`,
 * that funnel's config stands in for its file (the studio's edit, checked
 * before a byte is written); `problems` are the funnels' errors and warnings
 * one by one, each with the very line `errors` or `warnings` holds for it.
 * `verdicts` keeps the funnel files' verdicts between calls (see loadFunnels).
 *
 * Without `site`, the data is the portfolio's: every funnel but those a
 * client's site file claims. With `site` (a file name in sites/), it is that
 * client's site alone (clientProject): its funnels, its facts, no portfolio
 * content. `errors` cover every file either way, so `check` is one verdict.
 */
export function loadProjectData(
  root: string,
  { candidate, verdicts, site: siteKey }: { candidate?: CandidateFunnel; verdicts?: FunnelVerdicts; site?: string | undefined } = {},
) {
  const funnels = loadFunnels(path.join(root, 'funnels'), 'funnels', { candidate, verdicts });
  const site = loadSite(path.join(root, 'content'), 'content');
  const content = loadContent(path.join(root, 'content'), 'content');
  const sites = loadSites(path.join(root, 'sites'), funnelStepPaths(path.join(root, 'funnels'), funnels.data), {
    portfolioOrigin: site.data?.origin,
    publicDir: path.join(root, 'public'),
  });
  const translations = loadTranslations(path.join(root, 'funnels'), sites.data, funnels.data, { publicDir: path.join(root, 'public') });
  const catalogues = loadCatalogues(languagesDir(root));
  const errors = [...funnels.errors, ...site.errors, ...content.errors, ...sites.errors, ...translations.errors, ...catalogues.errors];
  errors.push(...sites.data.flatMap((client) => siteCatalogueErrors(client, languagesDir(root))));
  const claimed = new Set(sites.data.flatMap((client) => client.funnels));
  const portfolioFunnels = funnels.data.filter((funnel) => !claimed.has(funnel.slug));
  errors.push(...privacyPageErrors(site.data, content.data, portfolioFunnels));
  // The portfolio's demos sell nothing (issue 58): a funnel that takes payment is a client's, published by its site.
  for (const funnel of portfolioFunnels) {
    for (const form of payingForms(funnel)) {
      errors.push(
        formatIssue(`funnels/${funnel.slug}.json`, {
          path: ['steps', form.stepId, 'blocks', form.index, 'pay'],
          message: "the portfolio's demo funnels sell nothing; a funnel that takes payment is a client's: name it in a sites/<key>.json (docs/payments.md)",
        }),
      );
    }
  }
  // The home funnels of the sites whose file asks the portfolio's showcase to list them, live at their origin.
  const showcased = sites.data.flatMap((client) => {
    const funnel = client.showcase ? funnels.data.find((candidateFunnel) => candidateFunnel.slug === client.home) : undefined;
    return funnel === undefined ? [] : [{ funnel, url: `${client.origin}/` }];
  });
  const base = { errors, warnings: funnels.warnings, problems: funnels.problems, sites: sites.data, showcased, catalogues: catalogues.data };
  const portfolioSite: SiteFacts | undefined = site.data;
  // The portfolio is English: its pages get English's words alone.
  const portfolioWords: Record<string, Words> = { en: catalogues.data.en ?? englishWords };
  if (siteKey === undefined) return { ...base, funnels: portfolioFunnels, site: portfolioSite, content: content.data, words: portfolioWords };
  const client = sites.data.find((candidateSite) => candidateSite.key === siteKey);
  if (client === undefined) {
    const known = sites.data.map((candidateSite) => candidateSite.key);
    const listed = sites.errors.some((line) => line.startsWith(`sites/${siteKey}.json:`));
    if (!listed) errors.push(`sites/${siteKey}.json: file not found${known.length === 0 ? '' : ` (the sites are: ${known.join(', ')})`}`);
    return {
      ...base,
      funnels: [] as Funnel[],
      site: undefined as SiteFacts | undefined,
      content: undefined as Content | undefined,
      words: portfolioWords,
      client: undefined as NamedClientSite | undefined,
    };
  }
  // Only the site's own languages reach its pages; a missing catalogue is an error above, English stands in meanwhile.
  const words = Object.fromEntries([client.language, ...client.translations].map((tag) => [tag, catalogues.data[tag] ?? englishWords]));
  return { ...base, ...clientProject(client, funnels.data, translations.data, words), words, client };
}

/**
 * The first segment of each step path of every funnel file, read from the
 * validated funnel or, for a file with problems of its own, from its JSON as
 * far as it goes: a site file's checks then still say what they can.
 */
function funnelStepPaths(dir: string, valid: readonly Funnel[]): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const funnel of valid) paths[funnel.slug] = Object.values(funnel.steps).map((step) => step.path.split('/')[0] ?? '');
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json') && !WORDS_FILE.test(name));
  } catch {
    return paths;
  }
  for (const file of files) {
    const slug = file.slice(0, -'.json'.length);
    if (paths[slug] !== undefined) continue;
    const read = readJson(path.join(dir, file));
    const steps = read.ok && typeof read.data === 'object' && read.data !== null && 'steps' in read.data ? read.data.steps : undefined;
    paths[slug] =
      typeof steps === 'object' && steps !== null
        ? Object.values(steps).flatMap((step: unknown) => (typeof step === 'object' && step !== null && 'path' in step && typeof step.path === 'string' ? [step.path.split('/')[0] ?? ''] : []))
        : [];
  }
  return paths;
}

/**
 * A site that measures its visitors, or whose forms send what they type, must tell them how: its privacy
 * page's layout, holding the notice the config writes.
 */
function privacyPageErrors(site: Site | undefined, content: Content | undefined, funnels: readonly Funnel[]): string[] {
  const delivering = funnels.find((funnel) => deliveringForms(funnel).length > 0);
  if ((site?.analytics.measurementId === undefined && delivering === undefined) || content === undefined) return [];
  const why =
    site?.analytics.measurementId === undefined
      ? `funnels/${delivering?.slug ?? ''}.json has a form that delivers what visitors type ("deliver"), and a site that keeps it needs a privacy page`
      : 'content/site.json names a GA4 measurement ID (analytics.measurementId), and a site that measures its visitors needs a privacy page';
  if (content.privacy === undefined) return [`content/pages/privacy.json: file not found: ${why}; copy this project’s own`];
  if (!content.privacy.blocks.some((block) => block.type === 'privacy-notice')) {
    return [`content/pages/privacy.json: blocks: no privacy-notice block: ${why}, and the privacy-notice block is what states its facts`];
  }
  return [];
}
