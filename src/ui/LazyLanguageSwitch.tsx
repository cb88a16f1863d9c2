import site from 'virtual:site';
import { lazyComponent } from '../lazy/lazyComponent.tsx';

/**
 * The language switch in a chunk of its own, drawn only on a site with translations: a site of one language (the
 * portfolio) neither draws nor preloads it, so its pages load what they did before.
 */
export const LazyLanguageSwitch = lazyComponent('src/ui/LanguageSwitch.tsx', () => import('./LanguageSwitch.tsx').then((m) => m.LanguageSwitch));

/** Whether this site has pages in more than one language, and so a language switch on each. */
export const TRANSLATED = (site.client?.translations.length ?? 0) > 0;
