import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { ContentEditor } from './content/ContentEditor.tsx';
import { FunnelEditor } from './FunnelEditor.tsx';
import { FunnelList } from './FunnelList.tsx';
import { ServedSiteProvider } from './servedSite.tsx';

/** The editor for the funnel named in the address; a new key per funnel, so nothing of one leaks into the next. */
function EditorRoute() {
  const { slug = '' } = useParams();
  return <FunnelEditor key={slug} slug={slug} />;
}

/** The content file named in the address (content/<id>.json), one editor per file. */
function ContentRoute() {
  const { '*': id = '' } = useParams();
  return <ContentEditor key={id} id={id} />;
}

/** The site studio: the funnels and the site's files at /__studio, one funnel at /__studio/<slug>, a content file at /__studio/content/<id>. */
export function StudioApp() {
  return (
    <BrowserRouter basename="/__studio">
      <ServedSiteProvider>
        <Routes>
          <Route path="/" element={<FunnelList />} />
          <Route path="/:slug" element={<EditorRoute />} />
          <Route path="/content/*" element={<ContentRoute />} />
        </Routes>
      </ServedSiteProvider>
    </BrowserRouter>
  );
}
