import site from 'virtual:site';
import { PRIVACY_PATH } from './consentPage.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { pathInLanguage } from '../i18n/languagePaths.ts';

/** The privacy page in the language of the page drawn: /privacy, or a translation's own (/en/privacy). */
export const usePrivacyPath = (): string => pathInLanguage(PRIVACY_PATH, useLanguage(), site);
