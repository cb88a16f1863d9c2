import { createContext, useContext } from 'react';

/** The language of the page being drawn (a BCP 47 tag), from its address (pageLanguage). */
export const LanguageContext = createContext('en');

export const useLanguage = (): string => useContext(LanguageContext);
