import type { Page } from '../../schemas/page.ts';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { PageMeta } from './PageMeta.tsx';

/** A portfolio page from content/pages/: its head and its blocks. */
export function ContentPage({ page }: { page: Page }) {
  return (
    <>
      <GlobalStyle />
      <PageMeta title={page.title} description={page.description} path={page.path} />
      <BlockPage blocks={page.blocks} reveal={page.reveal} />
    </>
  );
}
