/** In the studio page's head: what a test looks for to prove no studio page reached dist/. */
export const STUDIO_PAGE_MARKER = 'funnel-studio-dev-only';

/** The studio's page, before Vite adds its client (hot reload, React refresh): a root and the UI's entry. */
export const studioPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="generator" content="${STUDIO_PAGE_MARKER}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Site studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/src/studio/ui/main.tsx"></script>
  </body>
</html>
`;
