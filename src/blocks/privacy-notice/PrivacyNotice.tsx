import { LEADS_IN_BUILD } from '../../engine/delivery/leadsInBuild.ts';
import { LeadsKept } from './LeadsKept.tsx';
import content from 'virtual:content';
import summaries from 'virtual:funnel-summaries';
import site from 'virtual:site';
import styled from 'styled-components';
import { CONSENT_ATTRIBUTE, CONSENT_MARKS } from '../../analytics/consentPage.ts';
import { privacyFacts } from '../../analytics/privacyFacts.ts';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { useWords } from '../../i18n/useWords.ts';
import { usePrivacyWords } from '../../i18n/usePrivacyWords.ts';
import { fillParts } from '../../i18n/fillMessage.ts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    letter-spacing: -0.025em;
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 650;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 65ch;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 650;
  }
  code {
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Settings = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 8px 20px;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 650;
  html:not([${CONSENT_ATTRIBUTE}]) & {
    display: none;
  }
  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  }
`;

/** The privacy page's body: its facts come from the config (privacyFacts), so it names nothing the site does not do. */
export function PrivacyNotice({ block }: BlockProps<'privacy-notice'>) {
  const words = useWords();
  const privacyWords = usePrivacyWords();
  const language = useLanguage();
  const says = privacyWords.privacy;
  const facts = privacyFacts({
    words: privacyWords,
    language,
    site,
    splitTests: summaries.some((summary) => summary.splitTests.length > 0),
    favicons: content.collections.websites.length > 0,
  });
  return (
    <Section id={block.id} $narrow>
      <Body>
        <Intro>
          <h1>{block.heading}</h1>
          {block.intro !== undefined && <p>{block.intro}</p>}
          <p>{fillParts(says.summary, { host: new URL(site.origin).host })}</p>
        </Intro>

        <h2>{says.storedHeading}</h2>
        {facts.stored.length === 0 ? (
          <p>{says.storedNothing}</p>
        ) : (
          <Items>
            {facts.stored.map((item) => (
              <li key={item.names.join()}>
                <h3>
                  {item.names.map((name, index) => (
                    <span key={name}>
                      {index > 0 && ` ${says.namesJoin} `}
                      <code>{name}</code>
                    </span>
                  ))}
                  <small>{item.lasts}</small>
                </h3>
                <p>{item.why}</p>
                {item.when !== undefined && <small>{item.when}</small>}
              </li>
            ))}
          </Items>
        )}

        <h2>{says.sentHeading}</h2>
        {facts.sent.length === 0 ? (
          <p>{says.sentNothing}</p>
        ) : (
          <Items>
            {facts.sent.map((recipient) => (
              <li key={recipient.who}>
                <h3>{recipient.who}</h3>
                <p>{recipient.what}</p>
                <small>{recipient.when}</small>
              </li>
            ))}
          </Items>
        )}

        {/* What a form keeps, once one delivers; a build in which no funnel delivers folds this away. */}
        {LEADS_IN_BUILD && <LeadsKept email={site.email} Items={Items} words={privacyWords} language={language} />}

        {facts.choice && (
          <>
            <h2>{says.choiceHeading}</h2>
            <p>{says.choiceText}</p>
            <Settings type="button" {...{ [CONSENT_MARKS.open]: '' }}>
              {words.consent.settings}
            </Settings>
          </>
        )}

        <h2>{says.questionsHeading}</h2>
        <p>
          {fillParts(says.questionsText, {
            email: (
              <a key="email" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            ),
          })}
        </p>
      </Body>
    </Section>
  );
}
