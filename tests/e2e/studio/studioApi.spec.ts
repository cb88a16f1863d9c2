import type { FunnelFile, Saved } from '../../../src/studio/api/types.ts';
import { expect, test } from './studioServer.ts';

const HEADING = 'Wake up to brighter, even-toned skin';

test.describe('the studio API through the dev server', () => {
  test('saves an edit as its one line, and refuses a stale one', async ({ request, studio }) => {
    const api = `${studio.url}/__studio/api`;
    const file = (await (await request.get(`${api}/funnels/skincare`)).json()) as FunnelFile;
    const config = JSON.parse(file.text.replace(HEADING, 'Brighter skin, by the studio')) as unknown;

    const saved = await request.put(`${api}/funnels/skincare`, { data: { config, baseVersion: file.version } });
    expect(saved.status()).toBe(200);
    expect(((await saved.json()) as Saved).text).toBe(studio.readFunnel('skincare'));
    expect(studio.gitDiff('skincare')).toEqual([`-          "heading": "${HEADING}",`, '+          "heading": "Brighter skin, by the studio",']);

    // The same base version again: the file has moved on, so nothing is written.
    const stale = await request.put(`${api}/funnels/skincare`, { data: { config: file.config, baseVersion: file.version } });
    expect(stale.status()).toBe(409);
    expect(studio.readFunnel('skincare')).toContain('Brighter skin, by the studio');
  });

  test('answers its own page only: another site’s request, or one that is not JSON, writes nothing', async ({ request, studio }) => {
    const api = `${studio.url}/__studio/api`;
    const fromElsewhere = await request.post(`${api}/funnels`, { data: { slug: 'from-elsewhere' }, headers: { Origin: 'http://example.com' } });
    expect(fromElsewhere.status()).toBe(403);
    // A form or a plain cross-site fetch can send text without the browser asking the server first.
    const asText = await request.post(`${api}/funnels`, { data: JSON.stringify({ slug: 'from-a-form' }), headers: { 'Content-Type': 'text/plain' } });
    expect(asText.status()).toBe(403);
    expect(await asText.json()).toEqual({ message: "the studio's API takes JSON: send POST with Content-Type: application/json" });
    const funnels = (await (await request.get(`${api}/funnels`)).json()) as { funnels: { slug: string }[] };
    expect(funnels.funnels.map((funnel) => funnel.slug)).not.toContain('from-elsewhere');
    expect(funnels.funnels.map((funnel) => funnel.slug)).not.toContain('from-a-form');
    // The studio's own origin is welcome.
    const own = await request.post(`${api}/validate`, { data: { slug: 'skincare', config: JSON.parse(studio.readFunnel('skincare')) as unknown }, headers: { Origin: studio.url } });
    expect(own.status()).toBe(200);
    expect(await own.json()).toEqual({ problems: [], warnings: [] });
  });
});
