/**
 * The portfolio (dist/) and each client's site (dist-sites/<key>/, `npm run build:sites`), built side by side
 * from one project, read from the files alone (issue 52): nothing of one is in another, each names only its own
 * origin and hosts, a client's site holds only its own pages, and every page of it passes what the portfolio's
 * pages pass without a browser (html-validate, the W3C Nu checker, the page before scripts run:
 * tests/support/pageChecks.ts).
 *
 * What may be in two builds at once: a file with the same bytes in two builds is the engine's (a chunk of the
 * block renderer, the cookie helpers), never a site's. So such a file must be a script or a data file, not a
 * page, picture or font, and it must hold no site's data at all: no site's name, host, e-mail, measurement ID,
 * no funnel's title, slug or address. A page or picture is never the same file in two builds, nor a font in the
 * portfolio's and a client's: a font is subset to its own site's words, so the portfolio's subset in a client's
 * build would be a leak (two clients' subsets may come out alike from the same characters).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { GA4_POLICY_SOURCES } from '../../src/analytics/ga4.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { answerPages } from '../../src/engine/conditions/answerPages.ts';
import { deliveringForms } from '../../src/engine/delivery/deliveringForms.ts';
import { STRIPE_CHECKOUT_ORIGIN } from '../../src/site/host/configuredSources.ts';
import { allVariantPages } from '../../src/engine/experiments/variantAddresses.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';
import { funnelKey } from '../../src/engine/funnelKey.ts';
import { fillMessage } from '../../src/i18n/fillMessage.ts';
import { checkPages, describeMessage, JAVA_MISSING, JAVA_MISSING_IN_CI, javaIsInstalled, type NuPageResult } from '../e2e/support/nuChecker.ts';
import { htmlValidateProblems, linkProblems, metaPolicy, structureProblems, withoutScriptsProblems } from '../support/pageChecks.ts';
import { DIST, builtFiles, expectBuilt, expectSiteBuilt, parse } from './builtSite.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

expectBuilt();
const project = loadProjectData(ROOT);
if (project.errors.length > 0 || project.site === undefined) throw new Error(`the project does not validate:\n${project.errors.join('\n')}`);

interface Build {
  /** "portfolio", or the site file's name. */
  readonly key: string;
  readonly dir: string;
  readonly origin: string;
  readonly name: string;
  readonly email: string;
  readonly measurementId: string | undefined;
  readonly funnels: readonly Funnel[];
  /** The languages it is published in besides its home language (sites/<key>.json's translations). */
  readonly translations: readonly string[];
  /** Every file, relative to `dir`, with its bytes. */
  readonly files: ReadonlyMap<string, Buffer>;
}

const readBuild = (dir: string) => new Map(builtFiles(dir).map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(dir, file))]));

const portfolio: Build = {
  key: 'portfolio',
  dir: DIST,
  origin: project.site.origin,
  name: project.site.name,
  email: project.site.email,
  measurementId: project.site.analytics.measurementId,
  funnels: project.funnels,
  translations: [],
  files: readBuild(DIST),
};
const clients: Build[] = project.sites.map((site) => {
  const dir = expectSiteBuilt(site.key);
  return {
    key: site.key,
    dir,
    origin: site.origin,
    name: site.name,
    email: site.email,
    measurementId: site.analytics.measurementId,
    // The site's funnels as its build places them: each translation's copies under its prefix too.
    funnels: loadProjectData(ROOT, { site: site.key }).funnels,
    translations: site.translations,
    files: readBuild(dir),
  };
});
const builds = [portfolio, ...clients];

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/;
const FONT = /\.(woff2?|ttf|otf)$/;
const PAGE = /\.html$/;
const text = (bytes: Buffer) => bytes.toString('utf8');
const escapeHtml = (words: string) => words.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** What names a site: its name, its host (its e-mail's too), its measurement ID, and its funnels' titles. */
function siteData(build: Build): string[] {
  const words = [build.name, new URL(build.origin).host, build.email, ...(build.measurementId === undefined ? [] : [build.measurementId]), ...build.funnels.map((funnel) => funnel.title)];
  return [...new Set(words.flatMap((word) => [word, escapeHtml(word)]))];
}

/** A funnel's slug as code would hold it (a quoted string) or its address on the portfolio. */
const slugData = (build: Build) => build.funnels.flatMap((funnel) => [`"${funnel.slug}"`, `'${funnel.slug}'`, `\`${funnel.slug}\``, `/funnels/${funnel.slug}`]);

/** Each language's 404 page: the home language's at the root, each translation's under its prefix. */
const notFoundFiles = (build: Build) => ['404.html', ...build.translations.map((language) => `${language}/404.html`)];

/** A page's file for its address: / is index.html, /a/b is a/b.html. */
const pageFile = (address: string) => (address === '/' ? 'index.html' : `${address.slice(1)}.html`);

/** The addresses a client's site must have pages for: each funnel step (the home funnel's at /), its privacy page, in each language. */
const expectedPages = (build: Build) => ['/privacy', ...build.translations.map((language) => `/${language}/privacy`), ...build.funnels.flatMap((funnel) => Object.keys(funnel.steps).map((stepId) => stepUrl(funnel, stepId)))].sort();

const sitemapOf = (build: Build) => [...text(build.files.get('sitemap.xml') ?? Buffer.alloc(0)).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
const pagesOf = (build: Build) => [...build.files.keys()].filter((file) => PAGE.test(file));

/** The `/*` rule's policy in `_headers`. */
const headerPolicy = (build: Build) => /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(text(build.files.get('_headers') ?? Buffer.alloc(0)))?.[1];
/** The hosts a policy names: every source but a keyword ('self', a hash) and data:. */
const hostsOf = (policy: string) => [...new Set(policy.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1)))].filter((source) => !source.startsWith("'") && source !== 'data:').sort();
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);

describe('three builds side by side: nothing of one site in another', () => {
  it('has the portfolio and at least the two example clients’ sites to compare', () => {
    expect(clients.map((client) => client.key)).toEqual(expect.arrayContaining(['fjord-tours', 'alder-physio']));
  });

  it.each(builds.map((build) => [build.key, build] as const))('%s: no file names another site (its name, host, e-mail, measurement ID or a funnel’s title)', (_key, build) => {
    const others = builds.filter((other) => other !== build);
    const found: string[] = [];
    for (const [file, bytes] of build.files) {
      const content = text(bytes);
      for (const other of others) for (const word of siteData(other)) if (content.includes(word)) found.push(`${file}: ${other.key}'s "${word}"`);
    }
    expect(found).toEqual([]);
    // And its own name is where a visitor reads it.
    expect(text(build.files.get('index.html') ?? Buffer.alloc(0))).toContain(escapeHtml(build.name));
  });

  it('shares no page, picture or font between builds, and only engine scripts and data files that hold no site’s data', () => {
    const where = new Map<string, { build: Build; file: string }[]>();
    for (const build of builds) {
      for (const [file, bytes] of build.files) {
        const hash = createHash('sha256').update(bytes).digest('hex');
        where.set(hash, [...(where.get(hash) ?? []), { build, file }]);
      }
    }
    const everyData = builds.flatMap((build) => [...siteData(build), ...slugData(build)]);
    const problems: string[] = [];
    let sharedScripts = 0;
    for (const places of where.values()) {
      if (new Set(places.map((place) => place.build)).size < 2) continue;
      const named = places.map(({ build, file }) => `${build.key}/${file}`).join(', ');
      // A font shared with the portfolio is the portfolio's subset in a client's build. Two clients' subsets of one
      // typeface can come out alike (two sites whose pages use the same characters): each was made from its own
      // pages' text, and the same bytes say nothing of one site that the other does not show itself.
      const withPortfolio = places.some(({ build }) => build === portfolio);
      const kinds = places.filter(({ file }) => PAGE.test(file) || PICTURE.test(file) || (withPortfolio && FONT.test(file)) || file.endsWith('.css'));
      if (kinds.length > 0) problems.push(`${named}: the same page, picture, font or style in two builds`);
      const first = places[0];
      const content = first === undefined ? '' : text(first.build.files.get(first.file) ?? Buffer.alloc(0));
      const data = everyData.filter((word) => content.includes(word));
      if (data.length > 0) problems.push(`${named}: in two builds, holding site data ${data.join(', ')}`);
      if (first?.file.endsWith('.js') === true) sharedScripts += 1;
    }
    expect(problems).toEqual([]);
    // The engine's own chunks (cookies, icons, graph helpers) are alike in every build: the rule above is what keeps them fair.
    expect(sharedScripts).toBeGreaterThan(0);
  });

  it.each(builds.map((build) => [build.key, build] as const))('%s: its policy, in _headers and in every page, names only its own hosts', (_key, build) => {
    const header = headerPolicy(build);
    expect(header, '_headers has a policy for /*').toBeDefined();
    // One rule a pattern: Cloudflare Pages keeps only the last of two (a client's home funnel's steps are /* too).
    const patterns = text(build.files.get('_headers') ?? Buffer.alloc(0))
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index), 'patterns named twice in _headers').toEqual([]);
    const problems: string[] = [];
    const hashes = new Set<string>();
    for (const file of pagesOf(build)) {
      const html = text(build.files.get(file) ?? Buffer.alloc(0));
      const meta = metaPolicy(html);
      if (`${String(meta)}; frame-ancestors 'none'` !== header) problems.push(`${file}: its <meta> policy is not _headers' (less frame-ancestors): ${String(meta)}`);
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    }
    expect(problems).toEqual([]);
    // Every script hash the policy allows is of an inline script of this build's own pages (the consent script holds its own ID).
    const allowed = String(header).match(/'sha256-[^']+'/g) ?? [];
    expect(allowed.filter((hash) => !hashes.has(hash))).toEqual([]);
    if (build === portfolio) return;
    const ga4 = build.measurementId === undefined ? [] : Object.values(GA4_POLICY_SOURCES).flat();
    const webhooks = build.funnels.flatMap((funnel) => deliveringForms(funnel).flatMap(({ delivery }) => (delivery.to === 'webhook' && delivery.webhook !== undefined ? [new URL(delivery.webhook).origin] : [])));
    // A site whose funnel takes payments sends its order form to Stripe's hosted checkout (form-action), and loads nothing of Stripe.
    const paying = build.funnels.some((funnel) => Object.values(funnel.steps).some((step) => step.blocks.some((block) => block.type === 'form' && block.pay !== undefined)));
    expect(hostsOf(String(header))).toEqual([...new Set([...ga4, ...webhooks, ...(paying ? [STRIPE_CHECKOUT_ORIGIN] : [])])].sort());
  });

  it('the portfolio and its demos take no payment: no Stripe host in their policy, no Stripe in their worker', () => {
    expect(String(headerPolicy(portfolio))).not.toMatch(/stripe/i);
    const worker = portfolio.files.get('_worker.js');
    expect(worker, 'the portfolio has a worker (its split tests)').toBeDefined();
    expect(text(worker ?? Buffer.alloc(0))).not.toMatch(/stripe/i);
  });

  it('gives fjord-tours GA4’s hosts alone, and alder-physio none beyond its own', () => {
    const fjord = clients.find((client) => client.key === 'fjord-tours');
    const alder = clients.find((client) => client.key === 'alder-physio');
    expect(hostsOf(String(fjord === undefined ? '' : headerPolicy(fjord)))).toEqual(
      ['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'].sort(),
    );
    expect(hostsOf(String(alder === undefined ? '' : headerPolicy(alder)))).toEqual([]);
    expect(alder === undefined ? '' : headerPolicy(alder)).not.toContain('https:');
  });
});

describe.each(clients.map((client) => [client.key, client] as const))('the client’s site %s', (key, build) => {
  it('holds only its own pages: each funnel step (the home funnel’s at /), privacy and 404, each also as a folder’s index.html', () => {
    const extra = build.funnels.flatMap((funnel) => [
      ...allVariantPages(funnel)
        .filter((page) => !page.control)
        .map((page) => page.path),
      ...answerPages(funnel).map((page) => page.path),
    ]);
    const expected = [...expectedPages(build), ...extra].flatMap((address) => (address === '/' ? ['index.html'] : [pageFile(address), `${address.slice(1)}/index.html`]));
    expect(pagesOf(build).sort()).toEqual([...expected, ...notFoundFiles(build)].sort());
    for (const address of expectedPages(build).filter((page) => page !== '/')) {
      expect(build.files.get(`${address.slice(1)}/index.html`)?.equals(build.files.get(pageFile(address)) ?? Buffer.alloc(0)), `${address}/index.html is ${address}.html`).toBe(true);
    }
  });

  it('has no file of the portfolio’s own addresses, and every other file in a folder of its own', () => {
    const files = [...build.files.keys()];
    expect(files.filter((file) => /^(funnels|showcase|projects|machines|downloads)(\/|\.|$)/.test(file))).toEqual([]);
    const hostFiles = new Set(['_headers', '_redirects', '_routes.json', '_worker.js', 'robots.txt', 'sitemap.xml']);
    const own = ['assets/', 'analytics/', 'experiments/', `art/${key}/`, ...build.funnels.map((funnel) => `speculation/${funnelKey(funnel)}/`)];
    expect(files.filter((file) => !PAGE.test(file) && !hostFiles.has(file) && !own.some((folder) => file.startsWith(folder)))).toEqual([]);
  });

  it('holds only the pictures and fonts its own pages and scripts name', () => {
    const named = [...build.files].filter(([file]) => /\.(html|js|json|css)$/.test(file) || file === '_headers').map(([, bytes]) => text(bytes));
    const unnamed = [...build.files.keys()].filter((file) => (PICTURE.test(file) || FONT.test(file)) && !named.some((content) => content.includes(`/${file}`)));
    expect(unnamed).toEqual([]);
  });

  it('names only its origin in the sitemap, robots.txt, and each page’s canonical link and og:url', () => {
    expect(sitemapOf(build).sort()).toEqual(expectedPages(build).map((address) => `${build.origin}${address}`).sort());
    const robots = text(build.files.get('robots.txt') ?? Buffer.alloc(0));
    expect(robots).toContain(`Sitemap: ${build.origin}/sitemap.xml`);
    expect(robots.match(/https?:\/\/[^\s]+/g)).toEqual([`${build.origin}/sitemap.xml`]);
    const problems: string[] = [];
    for (const file of pagesOf(build)) {
      const html = text(build.files.get(file) ?? Buffer.alloc(0));
      const named = [/<link rel="canonical" href="([^"]*)"/, /<meta property="og:url" content="([^"]*)"/].map((pattern) => pattern.exec(html)?.[1]);
      for (const url of named) if (url === undefined || !url.startsWith(`${build.origin}/`)) problems.push(`${file}: ${String(url)}`);
    }
    expect(problems).toEqual([]);
  });

  it('has its home funnel’s landing step at /, and a privacy page and 404 naming the client', () => {
    const home = build.funnels.find((funnel) => funnel.address === '');
    const landing = home?.steps[home.landing];
    expect(parse(text(build.files.get('index.html') ?? Buffer.alloc(0))).title).toBe(landing?.title);
    const privacy = parse(text(build.files.get('privacy.html') ?? Buffer.alloc(0)));
    // In the site's home language, from its catalogue (languages/<tag>.json); the portfolio's privacy page is its own file's.
    const language = project.sites.find((site) => site.key === build.key)?.language ?? 'en';
    expect(privacy.title).toBe(fillMessage(project.catalogues[language]?.privacy.metaTitle ?? '', { site: build.name }));
    const main = privacy.querySelector('main')?.textContent ?? '';
    expect(main).toContain(build.name);
    expect(main).toContain(build.email);
    // The portfolio's words for its demos are not the client's: its funnels are real.
    expect(main).not.toMatch(/demo|nothing is really sold/i);
    expect(main.includes('Google Analytics (Google Ireland'), 'names GA4 as a recipient exactly when it measures').toBe(build.measurementId !== undefined);
    expect(parse(text(build.files.get('404.html') ?? Buffer.alloc(0))).querySelector('footer')?.textContent).toContain(build.name);
  });
});

/** Every page of every client's site, named "<key> <address>": its funnels' steps, privacy, and the 404 page. */
const clientPages = clients.flatMap((build) =>
  [
    ...expectedPages(build).map((address) => ({ name: `${build.key} ${address}`, file: pageFile(address) })),
    ...notFoundFiles(build).map((file) => ({ name: `${build.key} ${file.replace(/\.html$/, '')}`, file })),
  ].map(({ name, file }) => ({ name, html: text(build.files.get(file) ?? Buffer.alloc(0)) })),
);

describe('every page of the clients’ sites, as the portfolio’s pages are checked', () => {
  it.each(clientPages.map((page) => [page.name, page.html] as const))('%s: valid HTML (html-validate), one h1, ordered headings, landmarks', async (name, html) => {
    expect(await htmlValidateProblems(html, name), 'html-validate').toEqual([]);
    expect(structureProblems(html)).toEqual([]);
  });

  it.each(clientPages.map((page) => [page.name, page.html] as const))('%s: without scripts, a title and a <main> with the h1 and links or buttons; well-formed links', (_name, html) => {
    const document = parse(html);
    expect([...withoutScriptsProblems(document), ...linkProblems(document)]).toEqual([]);
  });
});

const isCI = process.env.CI !== undefined && process.env.CI !== '';
const hasJava = javaIsInstalled();
if (!hasJava && isCI) throw new Error(JAVA_MISSING_IN_CI);
if (!hasJava) console.warn(JAVA_MISSING);

describe.skipIf(!hasJava)('every page of the clients’ sites, by the W3C Nu HTML checker', () => {
  let results = new Map<string, NuPageResult>();
  // One run of vnu for every page of every client's site (htmlValidity.test.ts's timing notes hold).
  beforeAll(async () => {
    results = await checkPages(new Map(clientPages.map((page) => [page.name, page.html])));
  }, 180_000);

  it.each(clientPages.map((page) => page.name))('%s passes the W3C Nu HTML checker', (name) => {
    const result = results.get(name);
    expect(result?.checked, 'vnu read the page').toBe(true);
    expect((result?.errors ?? []).map(describeMessage), 'vnu errors').toEqual([]);
  });
});
