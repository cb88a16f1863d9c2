import { useEffect, useState } from 'react';
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

type Status = 'loading' | 'loaded' | 'failed';

/**
 * Loads a picture off the page and says when it has arrived or failed, so a
 * slow or unreachable host never leaves an empty or broken image on screen.
 */
function useImageStatus(src: string | null): Status {
  const [status, setStatus] = useState<{ src: string | null; status: Status }>({ src, status: 'loading' });
  useEffect(() => {
    if (src === null) return;
    let current = true;
    const probe = new Image();
    probe.onload = () => {
      if (current) setStatus({ src, status: 'loaded' });
    };
    probe.onerror = () => {
      if (current) setStatus({ src, status: 'failed' });
    };
    probe.src = src;
    return () => {
      current = false;
      probe.onload = null;
      probe.onerror = null;
    };
  }, [src]);
  return status.src === src ? status.status : 'loading';
}

/**
 * The site's favicon at 128 px, enlarged to 256 px in the viewer, asked for
 * once `active` (the grid is near the viewport). Until the service answers, and for good if it cannot be reached, the tile shows the
 * site's initial; the page never waits for it.
 */
export function Favicon({ site, active }: { site: Website; active: boolean }) {
  const thumbSrc = faviconUrl(site.domain, 128);
  const status = useImageStatus(active ? thumbSrc : null);
  const [brokenInPage, setBrokenInPage] = useState(false);
  return (
    <Frame>
      {status !== 'loaded' || brokenInPage ? (
        <Monogram role="img" aria-label={`${site.title} logo`}>
          {site.title.charAt(0).toUpperCase()}
        </Monogram>
      ) : (
        <ViewerThumb
          image={{ src: faviconUrl(site.domain, 256), alt: `${site.title} icon`, title: site.title, caption: site.domain, width: 256, height: 256 }}
          thumb={{ src: thumbSrc, width: 128, height: 128 }}
          loading="eager"
          onImageError={() => {
            setBrokenInPage(true);
          }}
        />
      )}
    </Frame>
  );
}
