import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CONSENT_SCRIPT_PATH } from '../../analytics/consentPage.ts';
import { loadProjectData } from '../../config/load/projectData.ts';
import { experimentScriptPath } from '../../engine/experiments/variantAddresses.ts';
import { headScriptFiles, scriptHash, type HeadScript } from './headScriptFiles.ts';
import { configuredSources } from './configuredSources.ts';
import { contentSecurityPolicyMeta, headersFile, securityHeaders, type PolicyAdditions } from './securityPolicy.ts';
import { funnelSpeculation } from './speculationRules.ts';
import { funnelAddress } from '../../engine/funnelAddress.ts';
import type { Funnel } from '../../../schemas/funnel.ts';

/** `_headers` patterns that hold every funnel page: /funnels/* on the portfolio; a client's site's root, or its funnels' own. */
function funnelPagePatterns(funnels: readonly Funnel[]): string[] {
  return [...new Set(funnels.map((funnel) => funnelAddress(funnel)).map((address) => (address === '' ? '/*' : address.startsWith('/funnels/') ? '/funnels/*' : `${address}/*`)))];
}

/** The website grid's icons come from the favicon service: only a build with websites to show (never a client's site) allows its hosts. */
const showsFavicons = (content: { collections: { websites: readonly unknown[] } } | undefined) => (content?.collections.websites.length ?? 0) > 0;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The hashes of the head scripts a finished build holds, for `npm run preview` to allow them as the build's own policy does. */
function builtScriptHashes(outDir: string): string[] {
  // The folders the build keeps head scripts in: the consent script's and the split tests' (one a funnel).
  return [CONSENT_SCRIPT_PATH, experimentScriptPath('any-funnel')]
    .map((file) => path.join(outDir, path.dirname(file)))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => scriptHash(readFileSync(path.join(dir, file), 'utf8'))),
    );
}

/**
 * In the build: a CSP <meta> in the page template (so in every prerendered
 * page), a `_headers` file, the funnel steps' Speculation Rules files it
 * names, and the head scripts (consent, split tests), which the prerender
 * writes inline and both policies allow by hash, beside the hosts the config
 * turns on (GA4's, a webhook a form posts straight to); the config is read from `root`, the scripts bundled from
 * `codeRoot`'s src/. In
 * `npm run preview`: the security headers on every response. Not in
 * `npm run dev`, whose hot reload needs an inline script.
 */
export function securityPlugin(root: string, codeRoot: string = root, siteKey?: string): Plugin {
  let headScripts: HeadScript[] = [];
  // Read once a build: the head scripts need it first, the rules and `_headers` at the end.
  let project: ReturnType<typeof loadProjectData> | undefined;
  const additions = (): PolicyAdditions => ({
    scriptHashes: headScripts.map((script) => script.hash),
    sources: configuredSources(project?.site, project?.funnels),
    favicons: showsFavicons(project?.content),
  });
  return {
    name: 'security-policy',
    async buildStart() {
      if (this.environment.config.command !== 'build' || this.environment.config.build.ssr !== false) return;
      project = loadProjectData(root, { site: siteKey });
      headScripts = await headScriptFiles(codeRoot, project.funnels, project.site);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (context.server !== undefined) return html;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicyMeta(additions()))}" />`;
        return html.replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${meta}`);
      },
    },
    generateBundle() {
      if (this.environment.config.build.ssr !== false) return;
      const { funnels, site } = project ?? loadProjectData(root, { site: siteKey });
      const speculation = funnelSpeculation(funnels, { experiments: site?.experiments.enabled ?? false });
      for (const { file, rules } of speculation) this.emitFile({ type: 'asset', fileName: file.slice(1), source: JSON.stringify(rules) });
      for (const script of headScripts) this.emitFile({ type: 'asset', fileName: script.file.slice(1), source: script.code });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(speculation, additions(), funnelPagePatterns(funnels)) });
    },
    configurePreviewServer(server) {
      const { site, funnels, content } = loadProjectData(root, { site: siteKey });
      const headers = securityHeaders({
        scriptHashes: builtScriptHashes(path.resolve(server.config.root, server.config.build.outDir)),
        sources: configuredSources(site, funnels),
        favicons: showsFavicons(content),
      });
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
