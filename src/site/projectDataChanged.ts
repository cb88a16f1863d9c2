/**
 * The dev server's HMR custom event for a change under funnels/ or content/
 * (projectDataPlugin sends it, with the file). The site's pages are built from
 * those files, so each reloads when it hears it (src/main.tsx); a page that
 * keeps its own copy of a funnel (the studio, with unsaved edits) does not
 * listen, and so is never reloaded under its user.
 */
export const PROJECT_DATA_CHANGED = 'project-data:changed';
