/**
 * The JSDoc markdown renderer treats the text of the type definitions as
 * hostile: these tests feed it what a compromised package could ship.
 */
import { describe, expect, it } from 'vitest';
import { codeSpan, escapeHtml, expandCrossReferences, markdownCell, renderJsDocMarkdown, safeHref } from './markdown';

describe('renderJsDocMarkdown: hostile input', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script> world'],
    ['a script block', '<script>\nalert(1)\n</script>'],
    ['an inline handler', '<img src=x onerror="alert(1)">'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
  ])('shows %s as text, never as markup', (_, input) => {
    const html = renderJsDocMarkdown(input);
    expect(html).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(html).toContain('&#x3C;');
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[click](vbscript:msgbox)'],
    ['protocol-relative', '[click](//evil.example/x)'],
  ])('drops %s link targets but keeps the text', (_, input) => {
    const html = renderJsDocMarkdown(input);
    expect(html).not.toContain('href');
    expect(html).toContain('click');
  });

  it('turns images into their alt text', () => {
    expect(renderJsDocMarkdown('![tracking pixel](https://evil.example/p.gif)')).toBe('<p>tracking pixel</p>');
  });

  it('turns headings into paragraphs so the page outline stays ours', () => {
    expect(renderJsDocMarkdown('# Title')).toBe('<p><strong>Title</strong></p>');
  });

  it('keeps <br> as a line break', () => {
    expect(renderJsDocMarkdown('one<br/>two')).toBe('<p>one<br>\ntwo</p>');
  });
});

describe('renderJsDocMarkdown: what the authors write', () => {
  it('renders inline code, emphasis and lists', () => {
    expect(renderJsDocMarkdown('If `true`, the *grid* is dense.')).toBe('<p>If <code>true</code>, the <em>grid</em> is dense.</p>');
    expect(renderJsDocMarkdown('- one\n- two')).toContain('<li>one</li>');
  });

  it('rewrites mui.com/x links to site paths', () => {
    expect(renderJsDocMarkdown('[Docs](https://mui.com/x/react-data-grid/layout/#flex)')).toBe('<p><a href="/x/react-data-grid/layout#flex">Docs</a></p>');
  });

  it('wraps code blocks with the copy button', () => {
    const html = renderJsDocMarkdown('```tsx\nconst a = 1;\n```');
    expect(html).toMatch(/^<div class="code-block" data-code-block=""><button type="button" class="code-copy" data-copy="" aria-label="Copy the code">Copy<\/button><pre>/);
  });

  it('links [[Name]] to the API page when there is one', () => {
    const resolve = (name: string) => (name === 'GridRowParams' ? '/x/api/data-grid/grid-row-params' : undefined);
    expect(renderJsDocMarkdown('With all properties from [[GridRowParams]].', resolve)).toBe(
      '<p>With all properties from <a href="/x/api/data-grid/grid-row-params"><code>GridRowParams</code></a>.</p>',
    );
    expect(expandCrossReferences('See [[Unknown]].', resolve)).toBe('See `Unknown`.');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://mui.com/x/api/data-grid/data-grid/', '/x/api/data-grid/data-grid'],
    ['https://mui.com/x/', '/x'],
    ['https://mui.com/material-ui/', 'https://mui.com/material-ui/'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['/x/introduction', '/x/introduction'],
    ['#props', '#props'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
  ])('%s -> %s', (input, output) => {
    expect(safeHref(input)).toBe(output);
  });
});

describe('helpers', () => {
  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });

  it('markdownCell keeps a table cell on one line and escapes bars', () => {
    expect(markdownCell('a | b\nc')).toBe('a \\| b c');
  });

  it('codeSpan fences code that contains backticks', () => {
    expect(codeSpan('string')).toBe('`string`');
    expect(codeSpan('`aria-${string}`')).toBe('`` `aria-${string}` ``');
    expect(codeSpan('a | b')).toBe('`a \\| b`');
  });
});
