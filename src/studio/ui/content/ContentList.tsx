import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listContent, newProject } from '../../api/contentCalls.ts';
import type { ContentList as Listing, ContentListItem } from '../../api/contentTypes.ts';
import { SlugForm } from '../SlugForm.tsx';
import { keepDraft } from './contentClient.ts';

function FileCard({ file, note }: { file: ContentListItem; note: string }) {
  return (
    <li className="funnel-card">
      <h3>
        <Link to={`/content/${file.id}`}>{file.title}</Link>
      </h3>
      <p className="mono muted">content/{file.id}.json</p>
      <p className="muted">{note}</p>
    </li>
  );
}

const plural = (count: number, noun: string) => `${String(count)} ${noun}${count === 1 ? '' : 's'}`;

/** The site's own files beside the funnels: its pages, its case studies in the showcase's order, and the lists the pages show. */
export function ContentList() {
  const [listing, setListing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState('');
  const navigate = useNavigate();
  const slugId = useId();

  useEffect(() => {
    listContent().then(setListing, (error: unknown) => { setFailure(String(error)); });
  }, []);

  if (failure !== '') return <p role="alert" className="callout callout-danger">{failure}</p>;
  if (listing === null) return <p className="muted" role="status">Loading the site’s pages…</p>;
  const of = (kind: string) => listing.files.filter((file) => file.kind === kind);
  // The case studies in the showcase's order, then those it does not list (hidden: their pages stay).
  const projects = of('project').sort((a, b) => {
    const place = (file: ContentListItem) => {
      const at = listing.showcase.indexOf(file.address ?? '');
      return at === -1 ? listing.showcase.length : at;
    };
    return place(a) - place(b);
  });
  return (
    <>
      <section aria-labelledby={`${slugId}-pages`}>
        <h2 id={`${slugId}-pages`}>Site pages</h2>
        <ul className="funnel-cards" aria-label="Site pages">
          {[...of('page'), ...of('template')].map((file) => (
            <FileCard key={file.id} file={file} note={`${file.address ?? 'every case study'} · ${plural(file.count, 'block')}`} />
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${slugId}-projects`}>
        <h2 id={`${slugId}-projects`}>Case studies</h2>
        <ul className="funnel-cards" aria-label="Case studies">
          {projects.map((file) => {
            const at = listing.showcase.indexOf(file.address ?? '');
            return <FileCard key={file.id} file={file} note={`${plural(file.count, 'screen')} · ${at === -1 ? 'hidden from the showcase' : `card ${String(at + 1)} on the showcase`}`} />;
          })}
        </ul>
        <div className="panel new-funnel">
          <h3>New case study</h3>
          <p className="muted">The slug is the file name in content/projects/ and the address, /projects/&lt;slug&gt;. The file is written once the case study is complete.</p>
          <SlugForm
            label="Case study slug"
            placeholder="northwind-app"
            action="Add case study"
            submit={async (slug) => {
              const result = await newProject(slug);
              if (result.status === 'refused') return result.message;
              keepDraft(result.file);
              void navigate(`/content/${result.file.id}`);
              return undefined;
            }}
          />
        </div>
      </section>
      <section aria-labelledby={`${slugId}-lists`}>
        <h2 id={`${slugId}-lists`}>Lists</h2>
        <ul className="funnel-cards" aria-label="Lists">
          {[...of('list'), ...of('site')].map((file) => (
            <FileCard key={file.id} file={file} note={file.kind === 'site' ? 'the owner’s name, title and email' : plural(file.count, 'item')} />
          ))}
        </ul>
      </section>
    </>
  );
}
