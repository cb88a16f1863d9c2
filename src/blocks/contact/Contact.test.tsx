import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import site from 'virtual:site';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

/** The contact block as the home page configures it. */
function homeContact() {
  const home = content.pages.find((page) => page.path === '/');
  const contact = home?.blocks.find((block) => block.type === 'contact');
  if (contact === undefined) throw new Error('the home page has no contact block');
  return contact;
}

describe('contact block', () => {
  const contact = parseBlock({
    type: 'contact',
    id: 'contact',
    eyebrow: 'Contact',
    heading: 'Let’s talk about your project',
    text: 'Tell me what you are building.',
    responseTime: '24 hours',
    responseText: 'I reply to every message within 24 hours.',
  });

  it('introduces the section with its eyebrow, heading and text', () => {
    renderBlocks([contact], { at: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Let’s talk about your project' })).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.getByText('Tell me what you are building.')).toBeInTheDocument();
  });

  it('has a mailto card to the site’s email address, labelled Email me by default', () => {
    renderBlocks([contact], { at: '/' });
    const mail = screen.getByRole('link', { name: /Email me/ });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    expect(mail).toHaveTextContent(site.email);
  });

  it('uses its own label on the mail card when given one', () => {
    renderBlocks([parseBlock({ type: 'contact', heading: 'Contact', emailLabel: 'Write to me', responseTime: '2 days', responseText: 'Soon.' })], {
      at: '/',
    });
    expect(screen.getByRole('link', { name: /Write to me/ })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.queryByText('Email me')).not.toBeInTheDocument();
  });

  it('shows the response time and its note', () => {
    renderBlocks([contact], { at: '/' });
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    expect(screen.getByText('I reply to every message within 24 hours.')).toBeInTheDocument();
  });

  it('on the home page, promises the spec’s 24 hours response time next to the mailto card', () => {
    renderBlocks([homeContact()], { at: '/' });
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email me/ })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
