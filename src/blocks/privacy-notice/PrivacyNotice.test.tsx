import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('privacy-notice block', () => {
  it('states, from this site’s config, what the browser keeps and for how long, what is sent to whom, and how to change the choice', () => {
    renderBlocks([parseBlock({ type: 'privacy-notice', intro: 'Who runs this site.' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByText('Who runs this site.')).toBeInTheDocument();
    const kept = screen.getByRole('heading', { level: 2, name: 'What your browser keeps' }).nextElementSibling;
    if (!(kept instanceof HTMLElement)) throw new Error('no list after the heading');
    expect(within(kept).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'consent6 months',
      'fx_id and fx.<experiment>.<version>1 year',
      'fx_off1 year',
      '_ga and _ga_7QK2M8XH4P13 months',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: /^Google Analytics/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Changing your choice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@mayaokafor.design' })).toHaveAttribute('href', 'mailto:hello@mayaokafor.design');
  });
});
