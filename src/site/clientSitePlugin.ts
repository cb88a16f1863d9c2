import path from 'node:path';
import type { Plugin } from 'vite';
import { loadProjectData } from '../config/load/projectData.ts';
import { twinModule } from './twinModule.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A client's site (`npm run build -- --site <key>`): each module with a
 * `.client` twin is linked to it (App.tsx → App.client.tsx, whose routes are
 * the client's funnels and privacy page, so the portfolio's pages are not in
 * the module graph at all), and the page template's head names the client's
 * icon and its home funnel's colour instead of the portfolio's icon and web
 * app manifest. A build without `site` is left exactly as it was.
 */
export function clientSitePlugin(dataRoot: string, codeRoot: string, servedSite: () => string | undefined): Plugin {
  const src = path.join(codeRoot, 'src') + path.sep;
  return {
    name: 'client-site',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const site = servedSite();
      if (site === undefined || importer === undefined || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || !resolved.id.startsWith(src)) return null;
      return twinModule(resolved.id, 'client') ?? null;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const site = servedSite();
        if (site === undefined) return html;
        const project = loadProjectData(dataRoot, { site });
        const client = project.site?.client;
        if (client === undefined) throw new Error(`Invalid config:\n  ${project.errors.join('\n  ')}`);
        const icon = client.icon === undefined ? '' : `<link rel="icon" href="${escapeAttribute(client.icon)}" type="image/svg+xml" />`;
        return html
          .replace(/<meta name="theme-color" content="[^"]*" \/>/, `<meta name="theme-color" content="${escapeAttribute(client.theme.colors.primary)}" />`)
          .replace(/<link rel="icon"[^>]*>\n?\s*/, icon === '' ? '' : `${icon}\n    `)
          .replace(/<link rel="apple-touch-icon"[^>]*>\n?\s*/, '')
          .replace(/<link rel="manifest"[^>]*>\n?\s*/, '');
      },
    },
  };
}
