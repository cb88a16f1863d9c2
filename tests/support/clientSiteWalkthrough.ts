import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { newFunnel } from '../../src/config/newFunnel/newFunnel.ts';
import { applyStage } from './followWalkthrough.ts';
import { throwawayProject } from './throwawayProject.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLIENT_SITE_PAGE = 'docs/client-site.md';
const SECTION = '## From new:funnel to a lead kept';
/** The first line of a site file: a pasted snippet holding it replaces sites/<key>.json. */
const SITE_FILE = '"$schema": "../schemas/client-site.schema.json"';

/** One command of the page's `sh` blocks, as typed (comments left out), with the stage it is in. */
export interface PageCommand {
  stage: number;
  line: string;
}

export interface ClientSiteWalkthrough {
  /** The throwaway project the walk-through was followed in; the caller removes it. */
  dir: string;
  /** `--site <key>` and the funnel's slug, as the page's new:funnel command names them. */
  key: string;
  slug: string;
  /** Every command of the walk-through, in order. new:funnel was run; `npm run check` was run where the page says, its errors in `checks`. */
  commands: PageCommand[];
  /** What each `npm run check` of the page said: the project's errors with and without the site. */
  checks: string[][];
  /** The funnel file and the site file after each stage that changed one of them (by the stage's number). */
  stages: { stage: number; funnel: string; site: string }[];
  /** Each wrangler config the page has the reader write (sites/<key>/wrangler.toml), as written. */
  configs: { stage: number; file: string; text: string }[];
}

/** The numbered stages of the page's walk-through: `**1. Make the files.**` onwards. */
export function walkthroughStages(page: string): string[] {
  const start = page.indexOf(SECTION);
  if (start === -1) throw new Error(`${CLIENT_SITE_PAGE} has no "${SECTION}" section`);
  const end = page.indexOf('\n## ', start + SECTION.length);
  return page.slice(start, end === -1 ? undefined : end).split(/\n\*\*\d+\. /).slice(1);
}

const blocks = (stage: string, language: string) => [...stage.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] ?? '');

/**
 * docs/client-site.md's walk-through followed the way a person does, in a new
 * throwaway project (this project's content, no funnels, no sites): its
 * new:funnel command run, each pasted site file written over the site's, each
 * funnel snippet pasted and each "change `A` to `B`" made (followWalkthrough's
 * rules), each wrangler.toml it shows written where it says, and each `npm
 * run check` run. The build and the commands that need wrangler are left to
 * the caller, in `commands`.
 */
export function clientSiteWalkthrough(prefix = 'client-site-walkthrough-'): ClientSiteWalkthrough {
  const page = readFileSync(path.join(ROOT, CLIENT_SITE_PAGE), 'utf8');
  // src/ linked: the page's wrangler.toml names its migrations, src/leads/migrations, from the site's folder.
  const dir = throwawayProject(prefix, { funnels: false, linkSrc: true });
  const commands: PageCommand[] = [];
  const checks: string[][] = [];
  const stages: ClientSiteWalkthrough['stages'] = [];
  const configs: ClientSiteWalkthrough['configs'] = [];
  let key: string | undefined;
  let slug: string | undefined;
  const files = () => {
    if (key === undefined || slug === undefined) throw new Error(`${CLIENT_SITE_PAGE} edits a file before its new:funnel command made one`);
    return { funnel: path.join(dir, 'funnels', `${slug}.json`), site: path.join(dir, 'sites', `${key}.json`) };
  };
  walkthroughStages(page).forEach((stage, index) => {
    const number = index + 1;
    for (const line of blocks(stage, 'sh').flatMap((block) => block.split('\n'))) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command === '') continue;
      commands.push({ stage: number, line: command });
      const made = /^npm run new:funnel -- (.+)$/.exec(command);
      if (made !== null) {
        const args = (made[1] ?? '').split(/\s+/);
        const result = newFunnel(dir, args);
        if (!result.ok) throw new Error(`${command}: ${result.message}`);
        slug = result.slug;
        key = args[args.indexOf('--site') + 1];
      }
      if (command === 'npm run check') checks.push([...loadProjectData(dir).errors, ...loadProjectData(dir, { site: key }).errors]);
    }
    // A wrangler config the stage has the reader write: to the file the stage names, in the site's folder.
    for (const toml of blocks(stage, 'toml')) {
      const named = /`(sites\/[a-z0-9-]+\/wrangler\.toml)`/.exec(stage)?.[1];
      if (named === undefined) throw new Error(`${CLIENT_SITE_PAGE}, stage ${String(number)}: a wrangler.toml snippet with no sites/<key>/wrangler.toml named for it`);
      mkdirSync(path.dirname(path.join(dir, named)), { recursive: true });
      writeFileSync(path.join(dir, named), toml);
      configs.push({ stage: number, file: named, text: toml });
    }
    const snippets = blocks(stage, 'json');
    const edits = /\b[Cc]hange\s+(every\s+)?`/.test(stage);
    if (snippets.length === 0 && !edits) return;
    const { funnel, site } = files();
    const siteSnippets = snippets.filter((snippet) => snippet.includes(SITE_FILE));
    for (const snippet of siteSnippets) writeFileSync(site, snippet);
    // The rest of the stage is the funnel file's: its snippets pasted and its edits made, as followWalkthrough does them.
    const funnelPart = siteSnippets.reduce((text, snippet) => text.replace(`\`\`\`json\n${snippet}\`\`\``, ''), stage);
    if (blocks(funnelPart, 'json').length > 0 || edits) writeFileSync(funnel, applyStage(readFileSync(funnel, 'utf8'), funnelPart));
    stages.push({ stage: number, funnel: readFileSync(funnel, 'utf8'), site: existsSync(site) ? readFileSync(site, 'utf8') : '' });
  });
  if (key === undefined || slug === undefined) throw new Error(`${CLIENT_SITE_PAGE}'s walk-through runs no npm run new:funnel -- <slug> --site <key>`);
  return { dir, key, slug, commands, checks, stages, configs };
}
