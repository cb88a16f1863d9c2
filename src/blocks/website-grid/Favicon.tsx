import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Website } from '../../../schemas/content.ts';
import { ViewerThumb } from '../../ui/viewer/ViewerThumb.tsx';

/** The favicon service the spec names; it answers any domain with a square icon of the size asked. */
export function faviconUrl(domain: string, size: 128 | 256): string {
  return `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=${size}`;
}

const Frame = styled.div`
  width: 64px;
  height: 64px;
  flex: none;
  border-radius: 16px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  place-items: center;
  img {
    width: 64px;
    height: 64px;
    padding: 10px;
    object-fit: contain;
  }
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  font-weight: 750;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 55%, ${({ theme }) => theme.colors.accent}));
`;

/**
 * The site's favicon at 128 px, enlarged to 256 px in the viewer. When the
 * service cannot be reached the tile shows the site's initial instead of a
 * broken image, and there is nothing to enlarge.
 */
export function Favicon({ site }: { site: Website }) {
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // An image that failed before React attached its error handler (e.g. in prerendered HTML) is caught here.
    const img = frame.current?.querySelector('img');
    if (img?.complete === true && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Frame ref={frame}>
      {failed ? (
        <Monogram role="img" aria-label={`${site.title} logo`}>
          {site.title.charAt(0).toUpperCase()}
        </Monogram>
      ) : (
        <ViewerThumb
          image={{ src: faviconUrl(site.domain, 256), alt: `${site.title} icon`, title: site.title, caption: site.domain, width: 256, height: 256 }}
          thumb={{ src: faviconUrl(site.domain, 128), width: 128, height: 128 }}
          // Eager, so a failed load is final by the time the check above runs (a lazy image may not have started).
          loading="eager"
          onImageError={() => {
            setFailed(true);
          }}
        />
      )}
    </Frame>
  );
}
