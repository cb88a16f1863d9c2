import { PRIVACY_PATH } from '../analytics/consentPage.ts';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { PageStyle } from '../theme/PageStyle.tsx';
import { NotFound } from './NotFound.tsx';
import { PageMeta } from './PageMeta.tsx';
import { privacyPage } from './privacyPage.ts';
import { InClientLook } from './InClientLook.tsx';

/** /privacy — laid out by content/pages/privacy.json, its facts from the config (the privacy-notice block). */
export function PrivacyPage() {
  const page = privacyPage();
  if (page === undefined) return <NotFound />;
  const drawn = (
    <>
      <PageStyle />
      <PageMeta title={page.title} description={page.description} path={PRIVACY_PATH} />
      <BlockPage blocks={page.blocks} />
    </>
  );
  return <InClientLook>{drawn}</InClientLook>;
}
