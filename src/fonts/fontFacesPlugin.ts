import type { Plugin } from 'vite';
import { typefaces } from '../theme/typefaces.ts';
import { fallbackFaces } from './fallbackFaces.ts';

const FONTS_CSS = '/src/theme/fonts.css';

/**
 * src/theme/fonts.css in each mode. Development: the full fontsource faces it
 * imports, plus the metric-matched stand-ins. Build: nothing; the subsets and
 * stand-ins are written into each page after prerendering (siteFonts.ts), so
 * no full font file reaches dist/ and no script names one.
 */
export function fontFacesPlugin(): Plugin {
  let building = false;
  return {
    name: 'font-faces',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async transform(code, id) {
      if (!(id.split('?')[0] ?? id).endsWith(FONTS_CSS)) return null;
      if (building) return { code: '', map: null };
      const fallbacks = await Promise.all(Object.values(typefaces).map(fallbackFaces));
      return { code: `${code}\n${fallbacks.join('\n')}`, map: null };
    },
  };
}
