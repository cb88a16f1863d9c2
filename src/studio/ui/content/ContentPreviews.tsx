import { useCallback, useState } from 'react';
import { siteLabel, useServedSite } from '../servedSite.tsx';
import { PagePreview, type PreviewSize } from '../StepPreviews.tsx';

export interface PreviewPage {
  /** The preview's name: a page's address. */
  name: string;
  address: string;
}

interface ContentPreviewsProps {
  pages: readonly PreviewPage[];
  size: PreviewSize;
  /** The page whose blocks are edited, where a click selects a block; none for a list's pages. */
  current: string | undefined;
  selectedBlock: number | undefined;
  choosing: boolean;
  onSelect: (name: string, block: number | undefined) => void;
}

/** The site's pages a content file shows on, each the dev server's own page, reloaded by it when the file is written. */
export function ContentPreviews({ pages, size, current, selectedBlock, choosing, onSelect }: ContentPreviewsProps) {
  // One page at a time, as the funnels' previews load (StepPreviews): the dev server serves each as hundreds of modules.
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const next = pages.find((page) => !loaded.has(page.name));
  const onLoaded = useCallback((name: string) => {
    setLoaded((before) => (before.has(name) ? before : new Set([...before, name])));
  }, []);
  const { list, switching, choose } = useServedSite();
  // content/ is the portfolio's: on a client's site these addresses are not its pages.
  const client = list?.sites.find((site) => site.key !== null && site.key === list.served);
  if (client !== undefined || switching !== undefined) {
    const portfolio = list?.sites.find((site) => site.key === null);
    return (
      <div className="callout preview-elsewhere" aria-live="polite">
        <p>{client === undefined ? 'Switching the dev server…' : `The dev server serves ${siteLabel(client)}, which has none of the portfolio’s pages.`}</p>
        {client !== undefined && portfolio !== undefined && (
          <button type="button" className="button primary" onClick={() => { choose(null); }}>
            Serve {siteLabel(portfolio)}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="previews" role="group" aria-label="Page previews">
      {pages.map((page) => (
        <PagePreview
          key={page.address}
          stepId={page.name}
          address={page.address}
          title={`Preview of ${page.address}`}
          size={size}
          current={page.name === current}
          selectedBlock={selectedBlock}
          choosing={choosing && page.name === current}
          onSelect={onSelect}
          live={loaded.has(page.name) || page.name === next?.name}
          onLoaded={onLoaded}
        />
      ))}
    </div>
  );
}
