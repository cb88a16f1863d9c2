/** Where the studio lives in the dev server; the page and the API. */
export const STUDIO_PATH = '/__studio';
export const STUDIO_API_PATH = `${STUDIO_PATH}/api`;
/** The Vite HMR custom event a change to a funnel file is announced by. */
export const FUNNEL_CHANGED_EVENT = 'studio:funnel-changed';
/** The Vite HMR custom event the studio's page hears when the dev server is switched to another site. */
export const SITE_CHANGED_EVENT = 'studio:site-changed';
