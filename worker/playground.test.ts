import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoRecord } from '../lib/page-record';
import { bulkEntries, call, seedPages } from './test-helpers';

beforeAll(() => seedPages());

async function demos(): Promise<DemoRecord[]> {
  return (await bulkEntries()).filter((e) => e.key.split(':')[1] === 'demo').map((e) => JSON.parse(e.value) as DemoRecord);
}

function config(html: string): Record<string, unknown> {
  return JSON.parse(/<script id="docs-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
}

describe('/x/playground/<demo id>', () => {
  it('serves a bare, noindex page that mounts the demo from its chunks', async () => {
    const demo = (await demos()).find((d) => !d.plan)!;
    const res = await call(`/x/playground/${demo.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<div data-playground data-demo="${demo.id}" style="min-height:${demo.height}px">`);
    expect(html).not.toContain('class="nav-tree"');
    expect(html).toMatch(/<script type="module" src="\/build\/playground-[A-Z0-9]+\.js" async>/);
    expect(config(html)).toMatchObject({ demo: demo.id, chunks: demo.chunks, licenseKey: '' });
    // Only what the playground script reads.
    expect(Object.keys(config(html)).sort()).toEqual(['chunks', 'demo', 'licenseKey', 'styles'].concat(demo.plan ? ['plan'] : []).sort());
  });

  it('serves every demo of the build on its own page, with its own chunks and stylesheets', async () => {
    const all = await demos();
    expect(all.length).toBeGreaterThan(800);
    const wrong: string[] = [];
    // In slices: workerd answers a few at a time as fast as one after the other, with less waiting.
    for (let i = 0; i < all.length; i += 16) {
      await Promise.all(
        all.slice(i, i + 16).map(async (demo) => {
          const res = await call(`/x/playground/${demo.id}`);
          const html = await res.text();
          if (res.status !== 200) return void wrong.push(`${demo.id}: ${res.status}`);
          if (!html.includes('<meta name="robots" content="noindex">')) wrong.push(`${demo.id}: not noindex`);
          if (!html.includes(`<div data-playground data-demo="${demo.id}"`)) wrong.push(`${demo.id}: no mount point`);
          const given = config(html);
          if (JSON.stringify(given.chunks) !== JSON.stringify(demo.chunks)) wrong.push(`${demo.id}: chunks ${JSON.stringify(given.chunks)}`);
          if (demo.styles && JSON.stringify(given.styles) !== JSON.stringify(demo.styles)) wrong.push(`${demo.id}: styles ${JSON.stringify(given.styles)}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('hands the licence key to Pro and Premium demos only', async () => {
    const all = await demos();
    const pro = all.find((d) => d.plan)!;
    const free = all.find((d) => !d.plan)!;
    const bindings = { MUI_X_LICENSE_KEY: 'test-key' };
    expect(config(await (await call(`/x/playground/${pro.id}`, {}, bindings)).text())).toMatchObject({ plan: pro.plan, licenseKey: 'test-key' });
    expect(config(await (await call(`/x/playground/${free.id}`, {}, bindings)).text())).toMatchObject({ licenseKey: '' });
  });

  it('passes the stylesheets of styling variants', async () => {
    const demo = (await demos()).find((d) => d.styles && Object.keys(d.styles).length);
    if (!demo) return;
    expect(config(await (await call(`/x/playground/${demo.id}`)).text())).toMatchObject({ styles: demo.styles });
  });

  it.each([
    ['NoSuchDemo', 404],
    ['a%3Cscript%3E', 400],
  ])('answers %s with %i, without echoing it', async (id, status) => {
    const res = await call(`/x/playground/${id}`);
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(id);
  });
});
