import type { Plugin } from 'vite';
import { loadProjectData } from '../../config/load/projectData.ts';
import { contentSecurityPolicyMeta, headersFile, securityHeaders } from './securityPolicy.ts';
import { funnelSpeculation } from './speculationRules.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * In the build: a CSP <meta> in the page template (so in every prerendered
 * page), a `_headers` file, and the funnel steps' Speculation Rules files it
 * names (the funnels are read from `root`). In `npm run preview`: the security
 * headers on every response. Not in `npm run dev`, whose hot reload needs an
 * inline script.
 */
export function securityPlugin(root: string): Plugin {
  return {
    name: 'security-policy',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (context.server !== undefined) return html;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicyMeta)}" />`;
        return html.replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${meta}`);
      },
    },
    generateBundle() {
      if (this.environment.config.build.ssr !== false) return;
      const { funnels, site } = loadProjectData(root);
      const speculation = funnelSpeculation(funnels, { experiments: site?.experiments.enabled ?? false });
      for (const { file, rules } of speculation) this.emitFile({ type: 'asset', fileName: file.slice(1), source: JSON.stringify(rules) });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(speculation) });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
        next();
      });
    },
  };
}
