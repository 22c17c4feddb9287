import { describe, expect, it } from 'vitest';
import { remarkRawHtml } from './raw-html';
import { compile } from './test-helpers';

const plugins = { remark: [remarkRawHtml] };

describe('raw HTML', () => {
  it.each([
    ['<script>alert(1)</script>', '&#x3C;script>'],
    ['<img src=x onerror=alert(1)>', '&#x3C;img'],
    ['Press <kbd onclick="x()">Enter</kbd>', '&#x3C;kbd onclick'],
    ['<div>\nblock\n</div>', '&#x3C;div>'],
  ])('shows %s as text', async (source, expected) => {
    const { html } = await compile(source, plugins);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<(script|img|kbd onclick|div)/);
  });

  it('keeps bare kbd, sup, sub and br', async () => {
    const { html } = await compile('Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>, H<sub>2</sub>O<br>next', plugins);
    expect(html).toBe('<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>, H<sub>2</sub>O<br>next</p>');
  });
});
