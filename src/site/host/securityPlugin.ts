import type { Plugin } from 'vite';
import { contentSecurityPolicyMeta, headersFile, securityHeaders } from './securityPolicy.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * In the build: a CSP <meta> in the page template (so in every prerendered
 * page) and a `_headers` file. In `npm run preview`: the same headers on every
 * response. Not in `npm run dev`, whose hot reload needs an inline script.
 */
export function securityPlugin(): Plugin {
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
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
        next();
      });
    },
  };
}
