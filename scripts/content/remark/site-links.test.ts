import { describe, expect, it } from 'vitest';
import { remarkSiteLinks } from './site-links';
import { compile, newPage } from './test-helpers';

const plugins = { remark: [remarkSiteLinks] };

describe('site links', () => {
  it('collects site paths and anchors with their lines and prefixes /x/ paths on Chinese pages', async () => {
    const { html, page } = await compile('See [sorting](/x/react-data-grid/sorting#multi),\n[here](#top) and [MUI](https://mui.com).', plugins, newPage('/zh'), 5);
    expect(page.links).toEqual([
      { href: '/x/react-data-grid/sorting#multi', line: 5 },
      { href: '#top', line: 6 },
    ]);
    expect(html).toContain('href="/zh/x/react-data-grid/sorting#multi"');
    expect(html).toContain('href="#top"');
    expect(html).toContain('href="https://mui.com"');
  });

  it.each(['../sorting', 'javascript:alert(1)', 'data:text/html,x'])('rejects %s with its line', async (url) => {
    await expect(compile(`text\n\n[x](${url})`, plugins, undefined, 5)).rejects.toThrow(/^page\.md:7: link must be a site path, an anchor or http\(s\): /);
  });
});
