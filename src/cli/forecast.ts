import { isHomeCopy } from '../engine/funnelKey.ts';
import { loadProjectData } from '../config/load/projectData.ts';
import { didYouMean } from '../config/messages/closest.ts';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import { funnelForecast } from '../engine/forecast/funnelForecast.ts';
import { graphOf } from '../engine/graphOf.ts';
import { forecastText } from './forecastText.ts';

/**
 * `npm run forecast [slug] [--json] [--site key]`: every funnel's forecast
 * (or one funnel's) of the portfolio, or with --site of that client's site
 * only, computed from its machine and its file's figures, as aligned
 * text or, with --json, as data for tools (JSON has no Infinity: a test
 * that can never tell needs null visitors and days).
 */
function main(args: readonly string[]): number {
  const json = args.includes('--json');
  const siteFlag = args.indexOf('--site');
  const siteKey = siteFlag === -1 ? undefined : args[siteFlag + 1];
  if (siteFlag !== -1 && (siteKey === undefined || siteKey.startsWith('--'))) {
    console.error('✗ --site names a client’s site, its file in sites/ without .json: npm run forecast -- --site fjord-tours');
    return 1;
  }
  const wanted = args.filter((arg, index) => !arg.startsWith('--') && (siteFlag === -1 || index !== siteFlag + 1));
  const project = loadProjectData(process.cwd(), { site: siteKey });
  const { errors } = project;
  // A translation is the same funnel in other words: one forecast.
  const funnels = project.funnels.filter(isHomeCopy);
  if (errors.length > 0) {
    console.error('✗ no forecast: fix the config first (npm run check)\n');
    for (const line of errors) console.error(`  ${line}`);
    return 1;
  }
  const slugs = funnels.map((funnel) => funnel.slug);
  const unknown = wanted.filter((slug) => !slugs.includes(slug));
  if (unknown.length > 0) {
    for (const slug of unknown) console.error(`✗ no funnel "${slug}"${didYouMean(slug, slugs)}; the funnels are: ${slugs.join(', ')}`);
    return 1;
  }
  const chosen = funnels.filter((funnel) => wanted.length === 0 || wanted.includes(funnel.slug));
  const withFigures = chosen.filter((funnel) => funnel.forecast !== undefined);
  for (const funnel of chosen.filter((candidate) => candidate.forecast === undefined)) {
    console.error(`⚠ funnels/${funnel.slug}.json has no "forecast": nothing to compute (docs/forecast.md says what to add)`);
  }
  const results = withFigures.flatMap((funnel) => (funnel.forecast === undefined ? [] : [{ funnel, result: funnelForecast(funnel, graphOf(createFunnelMachine(funnel)), funnel.forecast) }]));
  if (json) console.log(JSON.stringify(results.map(({ result }) => result), null, 2));
  else console.log(results.map(({ funnel, result }) => forecastText(funnel, result)).join('\n\n'));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
