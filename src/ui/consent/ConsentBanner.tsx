import site from 'virtual:site';
import styled, { createGlobalStyle } from 'styled-components';
import { useWords } from '../../i18n/useWords.ts';
import { BANNER_ATTRIBUTE, CONSENT_ATTRIBUTE, CONSENT_MARKS } from '../../analytics/consentPage.ts';
import { usePrivacyPath } from '../../analytics/usePrivacyPath.ts';

/**
 * The room the banner takes at the foot of the screen while it is open, one
 * height per layout so the page can keep its content clear of it before the
 * banner is measured: the page's end and whatever the keyboard focuses scroll
 * above it, and a funnel's sticky action band stops on top of it.
 */
const ROOM = { phone: '88px', wide: '72px' } as const;

const Room = createGlobalStyle`
  html[${BANNER_ATTRIBUTE}] {
    --consent-space: ${ROOM.phone};
    scroll-padding-bottom: var(--consent-space);
    @media ${({ theme }) => theme.media.md} {
      --consent-space: ${ROOM.wide};
    }
  }
  html[${BANNER_ATTRIBUTE}] body {
    padding-bottom: var(--consent-space);
  }
`;

/**
 * Drawn into every page but shown only once the head script has put the
 * visitor's state on <html>: never without JavaScript (then nothing is
 * measured), and from the first paint with it (so nothing moves).
 */
const Bar = styled.section`
  display: none;
  html[${BANNER_ATTRIBUTE}] & {
    display: flex;
  }
  position: fixed;
  inset: auto 0 0;
  /* Over the page and its sticky bands, under the site's bar and its open menu (30 and 29), which cover it while open. */
  z-index: 28;
  height: var(--consent-space);
  padding: 10px ${({ theme }) => theme.layout.gutter};
  align-items: center;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -8px 24px rgba(16, 16, 24, 0.1);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.text};
  /* On the narrowest phones the question keeps to one line. */
  @media (max-width: 359px) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The question (or the confirmation) over its buttons on a phone, beside them from a tablet up. */
const Part = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  display: grid;
  gap: 6px;
  align-items: center;
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[6]};
  }
  p {
    outline: none;
  }
`;

const Ask = styled(Part)`
  html:not([${BANNER_ATTRIBUTE}='ask']) & {
    display: none;
  }
`;

/** Short enough to sit beside its one button at every width. */
const Done = styled(Part)`
  outline: none;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[4]};
  html:not([${BANNER_ATTRIBUTE}='done']) & {
    display: none;
  }
  /* The sentence that fits the choice made: both are drawn, the head script's attribute picks one. */
  html:not([${CONSENT_ATTRIBUTE}='granted']) & [data-when='granted'],
  html:not([${CONSENT_ATTRIBUTE}='denied']) & [data-when='denied'] {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    margin-left: auto;
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    text-underline-offset: 3px;
    min-height: 24px;
    display: inline-flex;
    align-items: center;
  }
  @media ${({ theme }) => theme.media.md} {
    a {
      order: -1;
      margin-right: ${({ theme }) => theme.space[3]};
    }
  }
`;

/** Accept and Reject: one look, one size, side by side, neither drawn as the default. */
const Choice = styled.button`
  min-width: 104px;
  min-height: 40px;
  padding: 6px 20px;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 650;
  line-height: 1.2;
  transition: filter ${({ theme }) => theme.motion.fast};
  &:hover {
    filter: brightness(1.08);
  }
  @media (max-width: 359px) {
    min-width: 88px;
    padding-inline: 14px;
  }
`;

const Hide = styled(Choice)`
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  }
`;

/**
 * The consent banner, as GOV.UK's design system draws a cookie banner: one
 * sentence saying what would be measured, Accept and Reject of equal weight,
 * a link to the privacy page, and after a choice a confirmation in its place
 * with a way to hide it. The head script (src/analytics/startConsent.ts)
 * does the rest, so it works before the app has started. At the foot of the
 * screen, over nothing a funnel step decides with: its action band stops
 * above it (tests/e2e/firstScreen.spec.ts proves it on every step).
 */
export function ConsentBanner() {
  const words = useWords();
  // A translation's banner points to its own privacy page (/en/privacy).
  const privacyPath = usePrivacyPath();
  if (site.analytics.measurementId === undefined) return null;
  const { consent } = words;
  return (
    <>
      <Room />
      <Bar aria-label={consent.label}>
        <Ask>
          <p {...{ [CONSENT_MARKS.question]: '' }} tabIndex={-1}>
            {consent.question}
          </p>
          <Actions>
            <Choice type="button" {...{ [CONSENT_MARKS.choice]: 'granted' }}>
              {consent.accept}
            </Choice>
            <Choice type="button" {...{ [CONSENT_MARKS.choice]: 'denied' }}>
              {consent.reject}
            </Choice>
            <a href={privacyPath}>{consent.privacy}</a>
          </Actions>
        </Ask>
        <Done {...{ [CONSENT_MARKS.done]: '' }} tabIndex={-1}>
          <p>
            <span data-when="granted">{consent.accepted}</span>
            <span data-when="denied">{consent.rejected}</span>{` ${consent.changeLater}`}
          </p>
          <Hide type="button" {...{ [CONSENT_MARKS.hide]: '' }}>
            {consent.hide}
          </Hide>
        </Done>
      </Bar>
    </>
  );
}
