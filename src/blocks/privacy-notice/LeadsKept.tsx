import type { ElementType } from 'react';
import allFacts from 'virtual:lead-facts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { leadFactText } from '../../analytics/leadFacts.ts';
import { RATE_WINDOW_MINUTES } from '../../engine/delivery/protocol.ts';

/**
 * The privacy page's section on forms that send what a visitor types (issue
 * 45): for each, what it keeps, where and for how long, from its funnel
 * file, and how to have it deleted. Nothing on a site whose forms send
 * nothing; a build without delivery links LeadsKept.off.ts here instead.
 * `Items` is the notice's own list, so the section looks like the others.
 */
export function LeadsKept({ email, Items }: { email: string; Items: ElementType }) {
  // On a site in more languages, the forms in the page's own: each translation holds the same forms in its words.
  const language = useLanguage();
  const facts = allFacts.filter((fact) => fact.language === undefined || fact.language === language);
  if (facts.length === 0) return null;
  const worker = facts.some((fact) => fact.to === 'worker');
  return (
    <>
      <h2>What a form keeps when you send it</h2>
      <Items>
        {facts.map((fact) => {
          const { what, where } = leadFactText(fact);
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
          To turn away floods of automated submissions, the site also keeps, for {RATE_WINDOW_MINUTES} minutes, a scrambled form of your IP address (a hash,
          which cannot be turned back into it) with the time of each form you send.{facts.some((fact) => fact.banner) && ' Nothing you type is ever sent to Google Analytics.'}
        </p>
      )}
      <p>
        To see what you sent, or to have it deleted, write to <a href={`mailto:${email}`}>{email}</a>: it is deleted from this site’s database at once.
      </p>
    </>
  );
}
