import { useLocation } from 'react-router-dom';
import site from 'virtual:site';

interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical path; the current path when left out. */
  path?: string;
}

/** Title, description and canonical link; React 19 hoists them into <head>. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const location = useLocation();
  const canonical = `${site.origin}${path ?? location.pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </>
  );
}
