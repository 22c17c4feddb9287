import { describe, expect, it } from 'vitest';
import { remarkNotApiMarker } from './not-api-marker';
import { remarkRawHtml } from './raw-html';
import { compile } from './test-helpers';

const plugins = { remark: [remarkNotApiMarker, remarkRawHtml] };

describe('code spans and the not-api marker', () => {
  it('records prose code spans with their lines, silences the marked one and drops the marker', async () => {
    const { html, page } = await compile('Use `sortModel` and\n`salary`<!--not-api--> here.\n\n```tsx\nconst rows = [];\n```', plugins, undefined, 5);
    expect(page.codeSpans).toEqual([
      { value: 'sortModel', line: 5 },
      { value: 'salary', line: 6, silenced: true },
    ]);
    expect(html).toContain('<code>salary</code> here.');
    expect(html).not.toContain('not-api');
  });

  it('rejects a marker that follows no code span, with its line', async () => {
    await expect(compile('One\n\nPlain text<!--not-api-->', plugins, undefined, 5)).rejects.toThrow(/^page\.md:7: <!--not-api--> must follow an inline code span$/);
  });
});
