/**
 * Every page of the reference site's v8.11.1 navigation, and the API pages it
 * serves without listing them (the charts' series types), answers 200 here:
 * a reader who follows an old link or types a path from the reference never
 * lands on a 404. The list is content/reference-routes.json (copied from the
 * reference's navigation data, not from our nav).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import routes from '../content/reference-routes.json';
import { call, seedPages } from './test-helpers';

beforeAll(() => seedPages(), 120_000);

/** The paths of `paths` that do not answer 200, with their status. */
async function failing(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < paths.length; i += 20) {
    const statuses = await Promise.all(paths.slice(i, i + 20).map(async (p) => [p, (await call(p)).status] as const));
    for (const [p, status] of statuses) if (status !== 200) out.push(`${p} ${status}`);
  }
  return out;
}

describe('the reference navigation', () => {
  it('lists the pages it should (the copy is complete)', () => {
    expect(routes.navPaths.length).toBe(386);
    expect(routes.unlistedApiPaths).toEqual(['/x/api/charts/bar-series-type', '/x/api/charts/line-series-type', '/x/api/charts/pie-series-type', '/x/api/charts/scatter-series-type']);
  });

  it('answers 200 on every page path of its v8.11.1 navigation', async () => {
    expect(await failing(routes.navPaths)).toEqual([]);
  }, 300_000);

  it('answers 200 on the unlisted series-type API pages, with their members', async () => {
    expect(await failing(routes.unlistedApiPaths)).toEqual([]);
    const html = await (await call('/x/api/charts/line-series-type')).text();
    expect(html).toContain('LineSeriesType');
    expect(html).toContain('showMark');
  });
});
