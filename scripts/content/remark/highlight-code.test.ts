import { beforeAll, describe, expect, it } from 'vitest';
import { highlight } from '../highlight';
import { remarkHighlightCode } from './highlight-code';
import { compile, newPage } from './test-helpers';

const plugins = { remark: [remarkHighlightCode] };

// Loading shiki's grammars takes seconds on a busy machine: once, outside the tests' time limit.
beforeAll(async () => {
  await highlight('x', 'tsx');
}, 60_000);

describe('code highlighting', () => {
  it('highlights fenced code into a copyable block and keeps its text for the truth check', async () => {
    const { html, page } = await compile('```tsx\nconst rows = [];\n```\n\n~~~\nplain <b>\n~~~', plugins);
    expect(html.match(/<div class="code-block" data-code-block><button type="button" class="code-copy" data-copy aria-label="Copy the code">Copy<\/button><pre class="shiki/g)).toHaveLength(2);
    expect(html).toContain('--shiki-dark');
    expect(html).toContain('plain &#x3C;b>');
    expect(page.codeBlocks).toEqual(['const rows = [];', 'plain <b>']);
  });

  it('labels the copy button in the page locale and leaves install fences alone', async () => {
    const { html, page } = await compile('```js\nx\n```\n\n```install\ndayjs\n```', plugins, newPage('/zh'));
    expect(html).toContain('aria-label="复制代码">复制</button>');
    expect(html).toContain('<code class="language-install">dayjs\n</code>');
    expect(page.codeBlocks).toEqual(['x']);
  });
});
