import { describe, expect, it } from 'vitest';
import { remarkGeneratedBlocks } from './generated-blocks';
import { remarkNotApiMarker } from './not-api-marker';
import { compile } from './test-helpers';

const plugins = { remark: [remarkGeneratedBlocks, remarkNotApiMarker] };

describe('generated blocks', () => {
  it('insert the generator markdown in place, its lines counted from the block line', async () => {
    const { html, page } = await compile('Before.\n\n{{"generated": "charts-locale-keys"}}\n\nAfter.', plugins, undefined, 20);
    expect(html).toMatch(/^<p>Before\.<\/p>\n<table>\n<thead>\n<tr>\n<th>Key<\/th>/);
    expect(html).toContain('<td><code>loading</code></td>');
    expect(html).toMatch(/<\/table>\n<p>After\.<\/p>$/);
    // The table's header is the generator's line 1, so its first body row (line 3) is source line 22 + 2.
    expect(page.codeSpans[0]).toEqual({ value: 'loading', line: 24 });
  });

  it('fail with the line when the generator does not exist', async () => {
    await expect(compile('x\n\n{{"generated": "no-such-generator"}}', plugins, undefined, 5)).rejects.toThrow(/^page\.md:7: no generator scripts\/content\/generated\/no-such-generator\.ts$/);
  });
});
