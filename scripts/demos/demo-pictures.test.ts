/**
 * Build-time pictures (demo-pictures.ts): the committed pictures show their
 * demo's current sources (a maintainer who edits a pictured demo is told to
 * run `npm run demo-pictures`), no frame of the built site is left with the
 * skeleton, a stale picture is not used, and the frame's markup.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../lib/page-record';
import { PICTURES_DIR, PUBLIC_PICTURES_DIR, pictureMarkup, pictureProblem, pictureSourceHash, picturesFor, readPictureManifest } from './demo-pictures';
import { fixtureDemo, framedPage } from './test-page';
import { applyStandIns, type StandIn } from './standins';

const ROOT = join(__dirname, '..', '..');

/** Width and height of a WebP file (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(b: Buffer): { width: number; height: number } {
  if (b.subarray(0, 4).toString('latin1') !== 'RIFF' || b.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('not a WebP file');
  const chunk = b.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the committed pictures', () => {
  const manifest = readPictureManifest(ROOT);

  it('show the current sources of their demos, at the size the manifest gives', () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    for (const [id, entry] of Object.entries(manifest)) {
      // Fails after an edit of the demo or a local module it imports: run `npm run build && npm run demo-pictures`.
      expect(pictureProblem(ROOT, id, join(ROOT, entry.file), entry), id).toBeUndefined();
      for (const scheme of ['light', 'dark'] as const) {
        expect(webpSize(readFileSync(join(ROOT, PICTURES_DIR, entry[scheme]))), `${id} ${scheme}`).toEqual({ width: entry.width, height: entry.height });
      }
    }
  });

  it('leave no frame of the built site with the skeleton', () => {
    // The last production build's records (npm test builds first): a demo the build could not draw and has no
    // picture of its current sources for kept the grey skeleton. Its build log line names it.
    const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
    const skeletons = new Set<string>();
    const pictured = new Set<string>();
    for (const { value } of entries) {
      for (const m of value.matchAll(/<div class="demo" id="([^"]+)"[^>]*><div class="demo-frame"[^>]*><div class="standin standin-(skeleton|picture)"/g)) {
        (m[2] === 'skeleton' ? skeletons : pictured).add(m[1]!);
      }
    }
    expect([...skeletons], 'demos with the skeleton: run npm run demo-pictures').toEqual([]);
    for (const id of pictured) expect(Object.keys(manifest)).toContain(id);
    // Every demo the manifest lists shows its picture: none is stale.
    for (const id of Object.keys(manifest)) expect([...pictured]).toContain(id);
    // Parsing every record of the build takes seconds on a loaded machine.
  }, 60_000);
});

describe('picturesFor', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A project with one demo importing a local module, and a manifest entry taken of its sources. */
  function project(): { file: string } {
    root = mkdtempSync(join(tmpdir(), 'pictures-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies: { '@mui/x-charts': '8.11.1', react: '19.2.0' } }));
    const dir = join(root, 'content', 'pages', 'p');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'data.ts'), 'export const points = [1, 2, 3];\n');
    writeFileSync(join(dir, 'Demo.tsx'), "import { points } from './data';\nexport default function Demo() { return <p>{points.length}</p>; }\n");
    const file = join(dir, 'Demo.tsx');
    mkdirSync(join(root, PICTURES_DIR), { recursive: true });
    writeFileSync(join(root, PICTURES_DIR, 'd-light.webp'), 'light bytes');
    writeFileSync(join(root, PICTURES_DIR, 'd-dark.webp'), 'dark bytes');
    const entry = { file: 'content/pages/p/Demo.tsx', source: pictureSourceHash(root, file), width: 600, height: 300, light: 'd-light.webp', dark: 'd-dark.webp' };
    writeFileSync(join(root, PICTURES_DIR, 'manifest.json'), JSON.stringify({ d: entry }));
    return { file };
  }

  it('copies a picture of the current sources under content-hashed names and drops older files', () => {
    const { file } = project();
    mkdirSync(join(root, PUBLIC_PICTURES_DIR), { recursive: true });
    writeFileSync(join(root, PUBLIC_PICTURES_DIR, 'd-light-0000000000.webp'), 'an older picture');
    const log: string[] = [];
    const pictures = picturesFor(root, new Map([['d', file]]), (s) => log.push(s), { prune: true });
    const p = pictures.get('d')!;
    expect(p).toMatchObject({ width: 600, height: 300 });
    expect(p.light).toMatch(/^\/pictures\/d-light-[0-9a-f]{10}\.webp$/);
    expect(p.dark).toMatch(/^\/pictures\/d-dark-[0-9a-f]{10}\.webp$/);
    expect(readdirSync(join(root, PUBLIC_PICTURES_DIR)).sort()).toEqual([p.dark.slice(10), p.light.slice(10)]);
    expect(readFileSync(join(root, PUBLIC_PICTURES_DIR, p.light.slice(10)), 'utf8')).toBe('light bytes');
    expect(log).toEqual([]);
  });

  it('does not use a picture once the demo or a module it imports changed, and says which', () => {
    const { file } = project();
    writeFileSync(join(root, 'content', 'pages', 'p', 'data.ts'), 'export const points = [1, 2, 3, 4];\n');
    const log: string[] = [];
    expect(picturesFor(root, new Map([['d', file]]), (s) => log.push(s)).size).toBe(0);
    expect(log).toEqual([expect.stringMatching(/^stand-ins: d: its picture is stale \(taken of sources [0-9a-f]{12}, now [0-9a-f]{12}; run npm run demo-pictures\)$/)]);
  });

  it('says when a demo has no picture, or a file of it is missing', () => {
    const { file } = project();
    const log: string[] = [];
    picturesFor(root, new Map([['other', file]]), (s) => log.push(s));
    rmSync(join(root, PICTURES_DIR, 'd-dark.webp'));
    picturesFor(root, new Map([['d', file]]), (s) => log.push(s));
    expect(log).toEqual(['stand-ins: other: no picture (run npm run demo-pictures)', `stand-ins: d: ${PICTURES_DIR}/d-dark.webp is missing`]);
  });

  it('gives another hash when a pinned MUI version changes', () => {
    const { file } = project();
    const before = pictureSourceHash(root, file);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies: { '@mui/x-charts': '8.12.0', react: '19.2.0' } }));
    expect(pictureSourceHash(root, file)).not.toBe(before);
  });
});

describe('the frame of a pictured demo', () => {
  const picture = { width: 666, height: 560, light: '/pictures/d-light-0123456789.webp', dark: '/pictures/d-dark-9876543210.webp' };

  function page(locale: 'en' | 'zh', ids: string[]): PageRecord {
    return framedPage(
      ids.map((id) => fixtureDemo(id, 560, `/build/demos/${id}.js`)),
      { locale },
    );
  }

  it('shows one image per scheme with its size and an alt text in the page language', () => {
    expect(pictureMarkup(picture, 'A "picture"')).toBe(
      '<div class="standin standin-picture" data-standin="picture">' +
        '<img class="standin-light" src="/pictures/d-light-0123456789.webp" width="666" height="560" alt="A &#34;picture&#34;" loading="lazy" decoding="async">' +
        '<img class="standin-dark" src="/pictures/d-dark-9876543210.webp" width="666" height="560" alt="A &#34;picture&#34;" loading="lazy" decoding="async">' +
        '</div>',
    );
    const en = page('en', ['Zoom', 'Drawn', 'Plain']);
    const zh = page('zh', ['Zoom']);
    const standIns = new Map<string, StandIn | null>([
      ['Zoom', null],
      ['Drawn', { light: '<b>D</b>', rules: [] }],
      ['Plain', null],
    ]);
    const pictures = new Map([['Zoom', picture]]);
    applyStandIns([en, zh], standIns, pictures);
    expect(en.html).toContain(`style="min-height:560px">${pictureMarkup(picture, 'Picture of the demo Zoom, shown until it loads')}</div>`);
    expect(zh.html).toContain(pictureMarkup(picture, '示例 Zoom 的截图，示例加载后替换'));
    // A drawn stand-in stays as it was; a demo with neither keeps the skeleton; nothing else names a picture.
    expect(en.html).toContain('<div class="standin" data-standin aria-hidden="true" inert><b>D</b></div>');
    expect(en.html).toContain('<div class="standin standin-skeleton" data-standin="skeleton" aria-hidden="true" style="height:560px"></div>');
    expect(en.html.match(/<img /g)).toHaveLength(2);
  });

  it('adds nothing to a page without a pictured demo', () => {
    const a = page('en', ['Drawn']);
    const b = page('en', ['Drawn']);
    applyStandIns([a], new Map([['Drawn', { light: '<b>D</b>', rules: [] }]]));
    applyStandIns([b], new Map([['Drawn', { light: '<b>D</b>', rules: [] }]]), new Map([['Zoom', picture]]));
    expect(b.html).toBe(a.html);
    expect(b.html).not.toContain('/pictures/');
  });
});
