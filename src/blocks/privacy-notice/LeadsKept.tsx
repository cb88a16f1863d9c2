import type { ElementType } from 'react';
import allFacts from 'virtual:lead-facts';
import { leadFactText } from '../../analytics/leadFacts.ts';
import { RATE_WINDOW_MINUTES } from '../../engine/delivery/protocol.ts';
import { fillParts } from '../../i18n/fillMessage.ts';
import type { PrivacyWords } from '../../i18n/Words.ts';

/**
 * The privacy page's section on forms that send what a visitor types (issue
 * 45): for each, what it keeps, where and for how long, from its funnel
 * file, and how to have it deleted. Nothing on a site whose forms send
 * nothing; a build without delivery links LeadsKept.off.ts here instead.
 * `Items` is the notice's own list, so the section looks like the others.
 */
export function LeadsKept({ email, Items, words, language }: { email: string; Items: ElementType; words: PrivacyWords; language: string }) {
  const says = words.privacy;
  // On a site in more languages, the forms in the page's own: each translation holds the same forms in its words.
  const facts = allFacts.filter((fact) => fact.language === undefined || fact.language === language);
  if (facts.length === 0) return null;
  const worker = facts.some((fact) => fact.to === 'worker');
  return (
    <>
      <h2>{says.formsHeading}</h2>
      <Items>
        {facts.map((fact) => {
          const { what, where } = leadFactText(fact, words, language);
          return (
            <li key={`${fact.page} ${fact.form}`}>
              <h3>
                {fact.form}
                <small>
                  <a href={fact.page}>{fact.funnel}</a>
                </small>
              </h3>
              <p>{what}</p>
              <small>{where}</small>
            </li>
          );
        })}
      </Items>
      {worker && (
        <p>
          {fillParts(says.rateText, { minutes: RATE_WINDOW_MINUTES })}
          {facts.some((fact) => fact.banner) && ` ${says.rateNoGoogle}`}
        </p>
      )}
      <p>
        {fillParts(says.deleteText, {
          email: (
            <a key="email" href={`mailto:${email}`}>
              {email}
            </a>
          ),
        })}
      </p>
    </>
  );
}
