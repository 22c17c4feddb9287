import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE } from '../lib/seo';
import { OG_LABELS, ogImage, ogSvg, rasterize } from './og-image';
import { buildSearchIndex } from './search/build-index';
import { frontmatterDate, readFrontmatter } from './content/pages';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('link-preview images', () => {
  it('draws one valid 1200x630 PNG per product, the same bytes every time', { timeout: 30_000 }, async () => {
    const hashes = new Set<string>();
    for (const product of Object.keys(OG_LABELS) as (keyof typeof OG_LABELS)[]) {
      const png = await ogImage(product);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(OG_IMAGE_SIZE.width);
      expect(png.readUInt32BE(20)).toBe(OG_IMAGE_SIZE.height);
      expect(sha(await ogImage(product))).toBe(sha(png));
      hashes.add(sha(png));
    }
    expect(hashes.size).toBe(Object.keys(OG_LABELS).length);
  });

  it('draws the title on one line inside the margins', async () => {
    // The title is white; the subtitle is muted blue. A title wider than the card would reach the right
    // margin; a wrapped one would push the subtitle down to the bottom edge.
    for (const product of Object.keys(OG_LABELS) as (keyof typeof OG_LABELS)[]) {
      const image = rasterize(await ogSvg(product)).render();
      const { pixels: px, width, height } = image;
      let rightmost = 0;
      let lowestText = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (px[i]! > 200 && px[i + 1]! > 200 && px[i + 2]! > 200) rightmost = Math.max(rightmost, x);
          if (px[i + 2]! > 150 && y > 20) lowestText = Math.max(lowestText, y);
        }
      }
      expect(rightmost, product).toBeGreaterThan(300);
      expect(rightmost, product).toBeLessThan(OG_IMAGE_SIZE.width - 80);
      expect(lowestText, product).toBeLessThan(OG_IMAGE_SIZE.height - 60);
    }
  }, 30_000);
});

describe('frontmatter date', () => {
  it('accepts a calendar day, quoted or as YAML reads it, and nothing else', () => {
    expect(frontmatterDate(undefined, 'f.md')).toBeUndefined();
    expect(frontmatterDate('2025-03-04', 'f.md')).toBe('2025-03-04');
    expect(frontmatterDate(new Date('2025-03-04T00:00:00Z'), 'f.md')).toBe('2025-03-04');
    for (const bad of ['2025-02-30', '2025-3-4', 'yesterday', 20250304, true, '']) expect(() => frontmatterDate(bad, 'f.md')).toThrow(/YYYY-MM-DD/);
    expect(readFrontmatter({ title: 'T', description: 'D', date: '2024-12-31' }, 'f.md').date).toBe('2024-12-31');
    expect(readFrontmatter({ title: 'T', description: 'D' }, 'f.md').date).toBeUndefined();
  });

  it('reaches the search index (the sitemap reads it there) only when set', () => {
    const data = buildSearchIndex([
      { path: '/x/a', title: 'A', description: '', product: 'x', kind: 'guide', date: '2025-03-04', sections: [] },
      { path: '/x/b', title: 'B', description: '', product: 'x', kind: 'guide', sections: [] },
    ]);
    expect(data.pages).toEqual([
      ['/x/a', 'A', 'x', 'guide', '', '2025-03-04'],
      ['/x/b', 'B', 'x', 'guide', ''],
    ]);
  });
});
