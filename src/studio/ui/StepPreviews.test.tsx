import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagePreview, type PreviewProps } from './StepPreviews.tsx';

/*
 * A preview's frame between the moment its page's response arrives and the
 * moment its HTML is parsed holds a document with no <head> (measured in
 * Chromium: a frame whose page answered its headers and held its body for
 * 1.5 s read `contentDocument.head === null` throughout). Selecting a step
 * or a block then must not break the studio around it.
 */

const props: PreviewProps = {
  stepId: 'order',
  address: '/funnels/skincare/order',
  title: 'Preview of the order step',
  size: 'phone',
  current: false,
  selectedBlock: undefined,
  choosing: true,
  onSelect: () => undefined,
  live: false,
  onLoaded: () => undefined,
};

function Studio(overrides: Partial<PreviewProps>) {
  return (
    <>
      <p>Inspector</p>
      <PagePreview {...props} {...overrides} />
    </>
  );
}

/** The frame's page as it is while its HTML has not been parsed yet: a document with no element at all. */
function pageMidLoad(): Document {
  const page = screen.getByTitle<HTMLIFrameElement>(props.title).contentDocument;
  if (page === null) throw new Error('the preview has no page');
  page.documentElement.remove();
  expect(page.head).toBeNull();
  return page;
}

describe('a preview whose page is still loading', () => {
  beforeEach(() => {
    // jsdom has no IntersectionObserver: a frame that is never reported in sight stays as it is, which is what this needs.
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the studio standing when its step and a block are selected, and outlines a block once the page is parsed', () => {
    // An error in the preview's effect is thrown out of the render (act), so the test fails on it.
    const { rerender } = render(<Studio />);
    const page = pageMidLoad();

    rerender(<Studio current selectedBlock={1} />);

    expect(screen.getByText('Inspector')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'order', pressed: true })).toBeInTheDocument();

    // The page parsed, the next block selected is outlined in it.
    page.append(page.createElement('html'));
    page.documentElement.append(page.createElement('head'), page.createElement('body'));
    rerender(<Studio current selectedBlock={2} />);
    expect(page.getElementById('studio-highlight')?.textContent).toContain('[data-studio-block="2"]');
  });
});
