import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE } from '../lib/seo';
import { OG_LABELS, ogImage, textWidth } from './og-image';
import { buildSearchIndex } from './search/build-index';
import { frontmatterDate, readFrontmatter } from './content/pages';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('link-preview images', () => {
  it('draws one valid 1200x630 RGB PNG per product, the same bytes every time', () => {
    const hashes = new Set<string>();
    for (const product of Object.keys(OG_LABELS) as (keyof typeof OG_LABELS)[]) {
      const png = ogImage(product);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.readUInt32BE(16)).toBe(OG_IMAGE_SIZE.width);
      expect(png.readUInt32BE(20)).toBe(OG_IMAGE_SIZE.height);
      const idatLength = png.readUInt32BE(33);
      expect(png.toString('latin1', 37, 41)).toBe('IDAT');
      expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(OG_IMAGE_SIZE.height * (OG_IMAGE_SIZE.width * 3 + 1));
      expect(sha(ogImage(product))).toBe(sha(png));
      hashes.add(sha(png));
    }
    expect(hashes.size).toBe(Object.keys(OG_LABELS).length);
  });

  it('fits every label inside the margins', () => {
    for (const label of Object.values(OG_LABELS)) expect(Math.min(textWidth(label, 10), textWidth(label, 8))).toBeLessThanOrEqual(OG_IMAGE_SIZE.width - 160);
  });
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
