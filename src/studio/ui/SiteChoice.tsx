import { useId } from 'react';
import { siteLabel, useServedSite } from './servedSite.tsx';

const PORTFOLIO = '';

/**
 * Which site the dev server serves, and so which site every preview is a page of: the portfolio or a client's
 * (sites/<key>.json). Choosing one switches the dev server; the studio's page stays, its previews follow.
 */
export function SiteChoice() {
  const { list, switching, failure, choose } = useServedSite();
  const id = useId();
  if (list === null) return null;
  const value = (switching === undefined ? list.served : switching) ?? PORTFOLIO;
  const served = list.sites.find((site) => site.key === list.served);
  return (
    <div className="site-choice">
      <label htmlFor={id}>Site</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-status`}
        onChange={(event) => { choose(event.target.value === PORTFOLIO ? null : event.target.value); }}
      >
        {list.sites.map((site) => (
          <option key={site.key ?? PORTFOLIO} value={site.key ?? PORTFOLIO}>
            {siteLabel(site)}
          </option>
        ))}
      </select>
      <span id={`${id}-status`} className={failure === '' ? 'visually-hidden' : 'field-error'} aria-live="polite">
        {failure !== '' ? failure : switching !== undefined ? 'Switching the dev server…' : `The dev server serves ${served === undefined ? 'a site with a broken file' : siteLabel(served)}; the previews are its pages`}
      </span>
    </div>
  );
}
