/**
 * Which site this process builds or serves: a client's (its key in sites/) or, undefined, the portfolio.
 * A build is given it once (`npm run build -- --site <key>` sets CLIENT_SITE before Vite loads its config);
 * the development server starts with it and the studio may switch it (serveSite), after which every page
 * the server sends is that site's, at its own addresses.
 */
let served: string | undefined = process.env.CLIENT_SITE === '' ? undefined : process.env.CLIENT_SITE;

export function servedSite(): string | undefined {
  return served;
}

export function serveSite(key: string | undefined): void {
  served = key;
}
