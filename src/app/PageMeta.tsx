import { useLocation } from 'react-router-dom';
import site from 'virtual:site';
import { pageAlternates } from '../i18n/languagePaths.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { openGraphLocale } from '../i18n/openGraphLocale.ts';

interface PageMetaProps {
  title: string;
  description: string;
  /** The canonical path; the current path when left out. */
  path?: string;
  /** 'article' for case studies, 'website' for everything else. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (a split test's variant, whose canonical is its step's address). */
  noindex?: boolean;
}

/**
 * The card every share preview shows; social networks do not render SVG, so it is a PNG. A client's site
 * shows its own (sites/<key>.json's shareImage), or none: a text card rather than the portfolio's.
 */
const SHARE_IMAGE_PATH = site.client === undefined ? '/og-image.png' : site.client.shareImage;
const SHARE_IMAGE = { width: 1200, height: 630, alt: `${site.name}, ${site.title}` };

/**
 * Title, description, canonical link and the Open Graph and Twitter card
 * tags. React 19 hoists them into <head> in the browser; the prerender moves
 * them there in the HTML.
 */
export function PageMeta({ title, description, path, type = 'website', noindex = false }: PageMetaProps) {
  const location = useLocation();
  const language = useLanguage();
  const url = `${site.origin}${path ?? location.pathname}`;
  // A page that names its own address has it in each language; one drawn at any address (the 404) has no translations.
  const alternates = path === undefined ? [] : pageAlternates(path, site);
  const image = SHARE_IMAGE_PATH === undefined ? undefined : `${site.origin}${SHARE_IMAGE_PATH}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {/* The same page in each of the site's languages, and the home language's for any other visitor (x-default). */}
      {alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={`${site.origin}${alternate.path}`} />
      ))}
      {alternates[0] !== undefined && <link rel="alternate" hrefLang="x-default" href={`${site.origin}${alternates[0].path}`} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {/* A client's site says its page's language; the portfolio's pages, all English, keep the Open Graph default (en_US). */}
      {site.client !== undefined && <meta property="og:locale" content={openGraphLocale(language)} />}
      {image !== undefined && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
        </>
      )}
      <meta name="twitter:card" content={image === undefined ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image !== undefined && <meta name="twitter:image" content={image} />}
    </>
  );
}
