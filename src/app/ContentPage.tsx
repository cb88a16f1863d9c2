import content from 'virtual:content';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { PageStyle } from '../theme/PageStyle.tsx';
import { NotFound } from './NotFound.tsx';
import { PageMeta } from './PageMeta.tsx';

/** A portfolio page from content/pages/: its head and its blocks. */
export function ContentPage({ path }: { path: string }) {
  const page = content.pages.find((candidate) => candidate.path === path);
  if (page === undefined) return <NotFound />;
  return (
    <>
      <PageStyle />
      <PageMeta title={page.title} description={page.description} path={page.path} />
      <BlockPage blocks={page.blocks} reveal={page.reveal} />
    </>
  );
}
