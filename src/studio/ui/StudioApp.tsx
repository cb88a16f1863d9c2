import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { FunnelEditor } from './FunnelEditor.tsx';
import { FunnelList } from './FunnelList.tsx';

/** The editor for the funnel named in the address; a new key per funnel, so nothing of one leaks into the next. */
function EditorRoute() {
  const { slug = '' } = useParams();
  return <FunnelEditor key={slug} slug={slug} />;
}

/** The funnel studio: the funnels at /__studio, one funnel at /__studio/<slug>. */
export function StudioApp() {
  return (
    <BrowserRouter basename="/__studio">
      <Routes>
        <Route path="/" element={<FunnelList />} />
        <Route path="/:slug" element={<EditorRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
