/**
 * What a visit keeps so that it sees the same variants next time, all in
 * first-party cookies (the static host's edge rules can read a cookie, not
 * localStorage). Shared by the app, the head script and the Cloudflare worker.
 */

/** The visitor's random id: hashed with each experiment's id to pick its variants. */
export const ID_COOKIE = 'fx_id';
/** Set by ?experiments=off: this visitor sees every control and no id is kept. */
export const OFF_COOKIE = 'fx_off';
/** One a year: a return visit sees the same variants. */
export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The variant a visitor is in, as a cookie name: Netlify's rewrite rules can only ask whether a cookie is there. */
export function markerCookie(experiment: string, variant: string): string {
  return `fx.${experiment}.${variant}`;
}

/** `document`, or anything with its `cookie` property (a test's object, a request's Cookie header). */
export interface CookieJar {
  cookie: string;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value: the whole site, a year (0 deletes it), sent on same-site requests and top-level visits only. */
export function cookieString(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${String(maxAge)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A new id: random, and nothing else (no time, no device). */
export function newVisitorId(random: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The per-visitor switch in an address: ?experiments=off turns them off, ?experiments=on back on; undefined when absent. */
export function experimentsSwitch(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('experiments');
  return value === 'off' ? false : value === 'on' ? true : undefined;
}

interface VisitorOptions {
  search: string;
  secure: boolean;
  random: Pick<Crypto, 'getRandomValues'>;
}

/**
 * The visitor's id, made and kept on a first visit; undefined when this
 * visitor has turned experiments off, or when the browser keeps no cookie
 * (then each visit would get a new id, and a redirect to a variant could
 * repeat, so the visit sees the controls instead).
 */
export function visitorId(jar: CookieJar, { search, secure, random }: VisitorOptions): string | undefined {
  const wanted = experimentsSwitch(search);
  if (wanted === false) {
    jar.cookie = cookieString(OFF_COOKIE, '1', COOKIE_MAX_AGE, secure);
    jar.cookie = cookieString(ID_COOKIE, '', 0, secure);
    return undefined;
  }
  if (wanted === true) jar.cookie = cookieString(OFF_COOKIE, '', 0, secure);
  else if (readCookie(jar.cookie, OFF_COOKIE) !== undefined) return undefined;
  const kept = readCookie(jar.cookie, ID_COOKIE);
  if (kept !== undefined && /^[0-9a-f]{32}$/.test(kept)) return kept;
  const made = newVisitorId(random);
  jar.cookie = cookieString(ID_COOKIE, made, COOKIE_MAX_AGE, secure);
  return readCookie(jar.cookie, ID_COOKIE) === made ? made : undefined;
}

/**
 * Keeps one marker cookie per experiment, naming the visitor's variant, and
 * drops the markers of its other variants (a weight changed, or experiments
 * were turned off: then `assignment` is empty of markers to keep).
 */
export function rememberVariants(
  jar: CookieJar,
  experiments: readonly { id: string; variants: readonly string[] }[],
  assignment: Readonly<Record<string, string>> | undefined,
  secure: boolean,
): void {
  for (const experiment of experiments) {
    for (const variant of experiment.variants) {
      const name = markerCookie(experiment.id, variant);
      const keep = assignment?.[experiment.id] === variant;
      const has = readCookie(jar.cookie, name) !== undefined;
      if (keep && !has) jar.cookie = cookieString(name, '1', COOKIE_MAX_AGE, secure);
      if (!keep && has) jar.cookie = cookieString(name, '', 0, secure);
    }
  }
}
