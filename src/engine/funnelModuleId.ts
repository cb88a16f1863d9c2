/** The virtual module holding one funnel's definition. */
export const FUNNEL_MODULE_PREFIX = 'virtual:funnel/';

/**
 * The id a funnel's module is loaded and preloaded by: the module's own id,
 * which is also how Vite's build manifest names its chunk, so a prerendered
 * page can name it in `#root[data-modules]` like any code-split component.
 */
export function funnelModuleId(slug: string): string {
  return `${FUNNEL_MODULE_PREFIX}${slug}`;
}
