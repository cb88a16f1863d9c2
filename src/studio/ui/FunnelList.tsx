import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createFunnel, listFunnels } from '../api/studioApi.ts';
import type { FunnelListItem } from '../api/types.ts';
import { ContentList } from './content/ContentList.tsx';
import { siteLabel, useServedSite } from './servedSite.tsx';
import { StudioHeader } from './StudioHeader.tsx';
import { SlugForm } from './SlugForm.tsx';
import { UnusedPictures } from './UnusedPictures.tsx';

/**
 * /__studio: every funnel file, those the served site holds first (each at its address there), then those of other
 * sites (marked with their site: they are edited here too, and previewed once their site is served), in the
 * showcase's order; and a new one from the same start `npm run new:funnel` writes.
 */
export function FunnelList() {
  const [funnels, setFunnels] = useState<FunnelListItem[] | null>(null);
  const [failure, setFailure] = useState('');
  const navigate = useNavigate();
  const slugId = useId();

  const { list: sites } = useServedSite();
  const served = sites?.served;

  useEffect(() => {
    document.title = 'Site studio';
  }, []);
  // Read again when the dev server serves another site: each funnel's address is the served site's.
  useEffect(() => {
    let current = true;
    listFunnels().then((list) => { if (current) setFunnels(list.funnels); }, (error: unknown) => { if (current) setFailure(String(error)); });
    return () => { current = false; };
  }, [served]);
  const siteName = (key: string | null) => {
    const site = sites?.sites.find((candidate) => candidate.key === key);
    return site === undefined ? (key ?? 'the portfolio') : siteLabel(site);
  };
  const shown = funnels === null ? null : [...funnels.filter((funnel) => funnel.address !== null), ...funnels.filter((funnel) => funnel.address === null)];

  return (
    <div className="studio-page">
      <StudioHeader />
      <main className="list-main" id="studio-main">
        <div className="list-intro">
          <h1>Funnels</h1>
          <p>Open a funnel to edit its steps beside live previews. Every change is checked as <code>npm run check</code> checks it and written to its file only when nothing is wrong.</p>
        </div>
        {failure !== '' && <p role="alert" className="callout callout-danger">{failure}</p>}
        {funnels === null && failure === '' && <p className="muted" role="status">Loading the funnels…</p>}
        {shown !== null && (
          <ul className="funnel-cards" aria-label="Funnels">
            {shown.map((funnel) => (
              <li key={funnel.slug} className={`funnel-card${funnel.address === null ? ' is-elsewhere' : ''}`}>
                <h2>
                  <Link to={`/${funnel.slug}`}>{funnel.title}</Link>
                </h2>
                <p className="mono muted">funnels/{funnel.slug}.json</p>
                {funnel.address !== null ? (
                  <p className="site-mark">
                    At <span className="mono">{funnel.address}</span>
                    {funnel.site !== null && <> on {siteName(funnel.site)}</>}
                  </p>
                ) : (
                  <p className="site-mark is-elsewhere">On {siteName(funnel.site)}: not on the served site, so not previewed</p>
                )}
                <p className="step-chips" aria-label={`${String(funnel.steps.length)} steps`}>
                  {funnel.steps.map((step) => (
                    <span key={step} className="chip">
                      {step}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}
        <section className="panel new-funnel" aria-labelledby={`${slugId}-title`}>
          <h2 id={`${slugId}-title`}>New funnel</h2>
          <p className="muted">A landing page leading to a thank-you page, the same start as <code>npm run new:funnel</code>. The slug is the file name and the address.</p>
          <SlugForm
            label="Slug"
            placeholder="summer-sale"
            action="Create funnel"
            submit={async (slug) => {
              const result = await createFunnel(slug);
              if (result.status !== 'created') return result.message;
              void navigate(`/${result.slug}`);
              return undefined;
            }}
          />
        </section>
        <ContentList />
        <UnusedPictures />
      </main>
    </div>
  );
}
