import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../tests/support/renderBlock.tsx';

describe('BlockRenderer', () => {
  const before = parseBlock({ type: 'text', heading: 'Before the broken block', paragraphs: ['Still here.'] });
  // A case-study block on a page that is not a case study throws while rendering: a real failure, not a stub.
  const broken = parseBlock({ type: 'project-header', back: { label: 'Back to showcase', to: '/showcase' } });
  const after = parseBlock({ type: 'cta', heading: 'After the broken block', actions: [{ label: 'Order Now', event: 'ORDER' }] });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('replaces a block that throws while rendering with a short note, and logs why', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBlocks([before, broken, after], { on: { ORDER: 'thank-you' } });
    expect(screen.getByRole('note')).toHaveTextContent('This section couldn’t be shown.');
    expect(screen.queryByRole('link', { name: /Back to showcase/ })).not.toBeInTheDocument();
    const report = logged.mock.calls.find(([message]) => typeof message === 'string' && message.includes('"project-header" block failed to render'));
    expect(report, 'the failure is logged, naming the block').toBeDefined();
    expect(report?.[1]).toBeInstanceOf(Error);
    expect(String(report?.[1])).toMatch(/case study/);
  });

  it('keeps the blocks around it on the page and working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = renderBlocks([before, broken, after], { on: { ORDER: 'thank-you' } });
    expect(screen.getByRole('heading', { name: 'Before the broken block' })).toBeInTheDocument();
    expect(screen.getByText('Still here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'After the broken block' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('shows no note and logs nothing when every block renders', () => {
    const logged = vi.spyOn(console, 'error');
    renderBlocks([before, after], { on: { ORDER: 'thank-you' } });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });
});
