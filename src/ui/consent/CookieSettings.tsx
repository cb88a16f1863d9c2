import site from 'virtual:site';
import styled from 'styled-components';
import { useWords } from '../../i18n/useWords.ts';
import { CONSENT_ATTRIBUTE, CONSENT_MARKS } from '../../analytics/consentPage.ts';
import { usePrivacyPath } from '../../analytics/usePrivacyPath.ts';

/** Drawn like the footer's links beside it. Without the head script (no JavaScript) it could do nothing, so it is not shown. */
const Settings = styled.button`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  html:not([${CONSENT_ATTRIBUTE}]) & {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * What every footer holds once the site measures (content/site.json names a
 * GA4 measurement ID): the privacy page's link, unless the footer's own links
 * have it already (`privacyLinked`: a client's footer links it whether or not
 * the site measures), and "Cookie settings", which opens the consent banner
 * again to change the choice. Nothing otherwise.
 */
export function CookieSettings({ privacyLinked = false }: { privacyLinked?: boolean }) {
  const { consent } = useWords();
  const privacyPath = usePrivacyPath();
  if (site.analytics.measurementId === undefined) return null;
  return (
    <>
      {!privacyLinked && <a href={privacyPath}>{consent.privacy}</a>}
      <Settings type="button" {...{ [CONSENT_MARKS.open]: '' }}>
        {consent.settings}
      </Settings>
    </>
  );
}
