import { describe, expect, it } from 'vitest';
import { rehypeTableFocus } from './table-focus';
import { compile } from './test-helpers';

describe('tables', () => {
  it('take focus, so a table wider than the column can be scrolled from the keyboard', async () => {
    const { html } = await compile('| a | b |\n|---|---|\n| 1 | 2 |', { rehype: [rehypeTableFocus] });
    expect(html).toContain('<table tabindex="0">');
  });
});
