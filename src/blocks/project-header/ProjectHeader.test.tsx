import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

function project(slug: string) {
  const found = content.projects.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`no project ${slug} in content/projects/`);
  return found;
}

describe('project-header block', () => {
  // As the case study template configures it.
  const header = parseBlock({ type: 'project-header', back: { label: 'Back to showcase', to: '/showcase' } });
  const medical = project('medical-app');

  it('makes the project’s headline the page h1, marked as its case study', () => {
    renderBlocks([header], { at: '/projects/medical-app', project: medical });
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(medical.headline);
    expect(h1).toHaveTextContent(`${medical.title} · Case study`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the project summary', () => {
    renderBlocks([header], { at: '/projects/medical-app', project: medical });
    expect(screen.getByText(medical.summary)).toBeInTheDocument();
  });

  it('has a back link to the showcase that goes there', async () => {
    renderBlocks([header], { at: '/projects/medical-app', project: medical });
    const back = screen.getByRole('link', { name: 'Back to showcase' });
    expect(back).toHaveAttribute('href', '/showcase');
    await userEvent.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/showcase$/);
  });

  it('lists the project’s tags as its disciplines', () => {
    renderBlocks([header], { at: '/projects/medical-app', project: medical });
    const tags = within(screen.getByRole('list', { name: 'Disciplines' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(medical.tags);
    expect(tags.map((tag) => tag.textContent)).toContain('Healthcare');
  });

  it('pairs each key fact with its label', () => {
    renderBlocks([header], { at: '/projects/medical-app', project: medical });
    expect(medical.facts.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(medical.facts.map((fact) => fact.label));
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(medical.facts.map((fact) => fact.value));
    for (const fact of medical.facts) {
      const pair = screen.getByText(fact.label).parentElement;
      if (pair === null) throw new Error(`${fact.label} has no parent`);
      expect(within(pair).getByRole('definition')).toHaveTextContent(fact.value);
    }
  });

  it('shows the headline of whichever project the page is about', () => {
    const fitIns = project('fit-ins');
    renderBlocks([header], { at: '/projects/fit-ins', project: fitIns });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fitIns.headline);
    expect(screen.queryByText(medical.headline)).not.toBeInTheDocument();
  });

  it('has no facts list for a project without facts', () => {
    renderBlocks([header], { at: '/projects/medical-app', project: { ...medical, facts: [] } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(medical.headline);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });
});
