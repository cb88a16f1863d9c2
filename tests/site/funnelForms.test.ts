/**
 * What SPEC.md promises of the funnels' forms and call links (§2 Funnels, §4),
 * read from each prerendered page by role and name as a visitor's assistive
 * technology reads them; the fields and links are the same before and after
 * hydration (a changed attribute would be a hydration mismatch, which
 * everyPage.spec fails on). Values are written out from the spec, not read
 * from the configs, so a config edit that breaks a promise fails a test.
 * (Moved from the browser suite's funnels.spec, where each opened the page at
 * two widths; what the browser does with the form, holding an empty or
 * invalid one and sending a full one, is still tested there.)
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtHtml, expectBuilt, parse } from './builtSite.ts';

expectBuilt();

const page = (route: string) => within(parse(builtHtml(route)).body);
/**
 * Found by role and name; whether CSS shows them is the browser's to judge (jsdom would work out each
 * ancestor's computed style for every element, a second or more per query on a busy machine).
 */
const ANY = { hidden: true } as const;

describe('medical', () => {
  it('the booking form asks for full name, email and phone, all required, with email and tel types', () => {
    const booking = within(page('/funnels/medical').getByRole('form', { name: 'Book your consultation', ...ANY }));
    const [fullName, email, phone] = ['Full name', 'Email', 'Phone'].map((name) => booking.getByRole<HTMLInputElement>('textbox', { name, ...ANY }));
    for (const field of [fullName, email, phone]) expect(field?.required, `${field?.name ?? ''} is required`).toBe(true);
    expect(email?.type).toBe('email');
    expect(phone?.type).toBe('tel');
  });

  it('the call link is a tel: link', () => {
    const landing = page('/funnels/medical');
    expect(landing.getByRole('link', { name: 'Call (555) 010-2030', ...ANY }).getAttribute('href')).toMatch(/^tel:\+?[\d-]+$/);
    expect(landing.getByRole('link', { name: 'Call us', ...ANY }).getAttribute('href')).toMatch(/^tel:\+?[\d-]+$/);
  });
});

describe('travel', () => {
  it('the booking form asks for a month from May, June or July behind a disabled placeholder', () => {
    const booking = within(page('/funnels/travel').getByRole('form', { name: 'Reserve your place', ...ANY }));
    const month = booking.getByRole<HTMLSelectElement>('combobox', { name: 'Preferred month', ...ANY });
    const options = within(month).getAllByRole<HTMLOptionElement>('option', ANY);
    expect(options.map((option) => option.textContent.trim())).toEqual(['Select a month', 'May', 'June', 'July']);
    expect(options.map((option) => option.disabled)).toEqual([true, false, false, false]);
    for (const field of [booking.getByRole<HTMLInputElement>('textbox', { name: 'Full name', ...ANY }), booking.getByRole<HTMLInputElement>('textbox', { name: 'Email', ...ANY }), month]) {
      expect(field.required, `${field.name} is required`).toBe(true);
    }
  });
});
