import { PRIVACY_PATH } from '../analytics/consentPage.ts';
import { BlockPage } from '../blocks/BlockPage.tsx';
import { PageStyle } from '../theme/PageStyle.tsx';
import { NotFound } from './NotFound.tsx';
import { PageMeta } from './PageMeta.tsx';
import { privacyPage } from './privacyPage.ts';
import { InClientLook } from './InClientLook.tsx';
import site from 'virtual:site';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { pathInLanguage } from '../i18n/languagePaths.ts';

/** /privacy — laid out by content/pages/privacy.json, its facts from the config (the privacy-notice block). */
export function PrivacyPage() {
  const language = useLanguage();
  const page = privacyPage(language);
  if (page === undefined) return <NotFound />;
  const drawn = (
    <>
      <PageStyle />
      <PageMeta title={page.title} description={page.description} path={pathInLanguage(PRIVACY_PATH, language, site)} />
      <BlockPage blocks={page.blocks} languageSwitch={{ path: pathInLanguage(PRIVACY_PATH, language, site) }} />
    </>
  );
  return <InClientLook>{drawn}</InClientLook>;
}
