import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('site-nav block', () => {
  // The home page's navigation (SPEC §2 Home).
  const nav = parseBlock({
    type: 'site-nav',
    sections: [
      { label: 'About', scrollTo: 'about' },
      { label: 'Core Strengths', scrollTo: 'strengths' },
      { label: 'Contact', scrollTo: 'contact' },
    ],
    link: { label: 'Showcase', href: '/showcase' },
  });

  const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
  /** The phone menu button; its name changes with its state, so it is found by what it controls. */
  const toggle = () => mainNav().getByRole('button', { name: /menu/i });
  const overlay = () => screen.queryByTestId('menu-overlay');

  it('links each section to its anchor on the page', () => {
    renderBlocks([nav], { at: '/' });
    expect(mainNav().getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    expect(mainNav().getByRole('link', { name: 'Core Strengths' })).toHaveAttribute('href', '#strengths');
    expect(mainNav().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
  });

  it('links to the showcase page, and following the link goes there', async () => {
    renderBlocks([nav], { at: '/' });
    const showcase = mainNav().getAllByRole('link', { name: 'Showcase' });
    // One in the phone menu, one as the desktop button: both lead to the showcase.
    expect(showcase.length).toBeGreaterThan(0);
    for (const link of showcase) expect(link).toHaveAttribute('href', '/showcase');
    const first = showcase[0];
    if (first === undefined) throw new Error('no Showcase link');
    await userEvent.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/showcase$/);
  });

  it('names the site owner in a home link', async () => {
    renderBlocks([nav], { at: '/showcase' });
    const home = mainNav().getByRole('link', { name: site.name });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('starts with the phone menu closed and no overlay', () => {
    renderBlocks([nav], { at: '/' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(overlay()).not.toBeInTheDocument();
  });

  it('opens the menu with an overlay, and a click on the overlay closes it', async () => {
    renderBlocks([nav], { at: '/' });
    const button = toggle();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    const shade = overlay();
    if (shade === null) throw new Error('the open menu has no overlay');
    expect(shade).toBeInTheDocument();

    await userEvent.click(shade);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(overlay()).not.toBeInTheDocument();
  });

  it('closes when the toggle is pressed again', async () => {
    renderBlocks([nav], { at: '/' });
    const button = toggle();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(overlay()).not.toBeInTheDocument();
  });

  it('controls the list of links it opens', () => {
    renderBlocks([nav], { at: '/' });
    const controlled = toggle().getAttribute('aria-controls');
    if (controlled === null) throw new Error('the toggle does not say what it controls');
    const menu = document.getElementById(controlled);
    if (menu === null) throw new Error(`nothing has the id ${controlled}`);
    expect(within(menu).getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    renderBlocks([nav], { at: '/' });
    const button = toggle();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Move focus into the menu, so returning it to the toggle is something the block does.
    mainNav().getByRole('link', { name: 'Contact' }).focus();
    expect(button).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(overlay()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the menu when a section link is chosen', async () => {
    renderBlocks([nav], { at: '/' });
    const button = toggle();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(mainNav().getByRole('link', { name: 'Core Strengths' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(overlay()).not.toBeInTheDocument();
  });
});
