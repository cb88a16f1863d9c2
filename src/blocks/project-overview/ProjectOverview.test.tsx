import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

function project(slug: string) {
  const found = content.projects.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`no project ${slug} in content/projects/`);
  return found;
}

describe('project-overview block', () => {
  const overview = parseBlock({ type: 'project-overview', id: 'overview', heading: 'Overview' });

  it('on the medical case study, shows the role and the approach under the heading', () => {
    const medical = project('medical-app');
    const text = medical.overview;
    if (text === undefined) throw new Error('the medical case study has no overview');
    const { container } = renderBlocks([overview], { at: '/projects/medical-app', project: medical });
    const section = container.querySelector('#overview');
    if (!(section instanceof HTMLElement)) throw new Error('no section with the overview anchor');
    expect(within(section).getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();

    const role = within(section).getByRole('heading', { level: 3, name: 'Role' }).parentElement;
    const approach = within(section).getByRole('heading', { level: 3, name: 'Approach' }).parentElement;
    if (role === null || approach === null) throw new Error('the panels have no container');
    expect(within(role).getByText(text.role)).toBeInTheDocument();
    expect(within(approach).getByText(text.approach)).toBeInTheDocument();
    expect(within(role).queryByText(text.approach)).not.toBeInTheDocument();
  });

  it('on a case study without an overview (Fit-Ins), shows nothing at all', () => {
    const fitIns = project('fit-ins');
    expect(fitIns.overview).toBeUndefined();
    const { container } = renderBlocks([overview], { at: '/projects/fit-ins', project: fitIns });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Role')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
    expect(container.querySelector('#overview')).toBeNull();
  });
});
