import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createFunnel, listFunnels } from '../api/studioApi.ts';
import type { FunnelListItem } from '../api/types.ts';
import { ContentList } from './content/ContentList.tsx';
import { StudioHeader } from './StudioHeader.tsx';
import { SlugForm } from './SlugForm.tsx';
import { UnusedPictures } from './UnusedPictures.tsx';

/** /__studio: every funnel in the showcase's order, and a new one from the same start `npm run new:funnel` writes. */
export function FunnelList() {
  const [funnels, setFunnels] = useState<FunnelListItem[] | null>(null);
  const [failure, setFailure] = useState('');
  const navigate = useNavigate();
  const slugId = useId();

  useEffect(() => {
    document.title = 'Site studio';
    listFunnels().then((list) => { setFunnels(list.funnels); }, (error: unknown) => { setFailure(String(error)); });
  }, []);

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
        {funnels !== null && (
          <ul className="funnel-cards" aria-label="Funnels">
            {funnels.map((funnel) => (
              <li key={funnel.slug} className="funnel-card">
                <h2>
                  <Link to={`/${funnel.slug}`}>{funnel.title}</Link>
                </h2>
                <p className="mono muted">funnels/{funnel.slug}.json</p>
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
