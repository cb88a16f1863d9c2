import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { FunnelCard } from '../../src/blocks/funnel-gallery/FunnelCard.tsx';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { funnelSummaries } from '../../src/engine/funnelSummary.ts';
import { baseTheme } from '../../src/theme/theme.ts';
describe('a client’s live funnel in the showcase', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('is listed only when its site file says so, and its card leads to the client’s own domain', () => {
    // As the repository ships, no site asks to be shown: the showcase is the demos alone.
    expect(loadProjectData(root).showcased).toEqual([]);
    const dir = mkdtempSync(path.join(tmpdir(), 'showcase-'));
    try {
      for (const folder of ['funnels', 'content', 'sites']) cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
      symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
      const file = path.join(dir, 'sites/fjord-tours.json');
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), showcase: true }));
      const project = loadProjectData(dir);
      expect(project.errors).toEqual([]);
      expect(project.showcased.map(({ funnel, url }) => [funnel.slug, url])).toEqual([['fjord-tours', 'https://fjordtours.example/']]);
      const card = funnelSummaries(project.funnels, project.showcased).find((summary) => summary.slug === 'fjord-tours');
      if (card === undefined) throw new Error('no card for the live funnel');
      render(
        <ThemeProvider theme={baseTheme}>
          <MemoryRouter>
            <FunnelCard funnel={card} />
          </MemoryRouter>
        </ThemeProvider>,
      );
      const link = screen.getByRole('link', { name: 'Visit the live funnel: Fjord Tours, at fjordtours.example' });
      expect(link).toHaveAttribute('href', 'https://fjordtours.example/');
      expect(link).toHaveTextContent('Visit the live funnel at fjordtours.example');
      expect(screen.queryByRole('link', { name: /Open the demo/ })).not.toBeInTheDocument();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
