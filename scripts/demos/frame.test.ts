import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../lib/page-record';
import { uiText } from '../content/ui-text';
import { renderFrame } from './frame';

const src = (code: string) => ({ code, html: `<pre class="shiki"><code>${code}</code></pre>` });
const base: DemoRecord = {
  id: 'grid-Basic',
  file: 'Basic.tsx',
  height: 320,
  chunks: { system: '/build/demos/grid-Basic-system-0123456789.js' },
  sources: { system: { TS: src('ts'), JS: src('js') } },
};

describe('renderFrame', () => {
  it('reserves the height and names the chunk', () => {
    const html = renderFrame(base, 'Basic');
    expect(html).toContain('id="grid-Basic"');
    expect(html).toContain('style="min-height:320px"');
    expect(html).toContain('data-chunk-system="/build/demos/grid-Basic-system-0123456789.js"');
    expect(html).not.toContain('data-has-tailwind');
    expect(html).not.toContain('data-demo-action="styling-menu"');
  });

  it('renders a toolbar with one tab stop and analytics attributes on every control', () => {
    const html = renderFrame({ ...base, plan: 'pro' }, 'Basic');
    const buttons = html.match(/<button type="button" class="demo-btn"[^>]*>/g)!;
    expect(buttons.map((b) => /data-demo-action="([^"]+)"/.exec(b)![1])).toEqual(['code', 'edit', 'variant', 'variant', 'copy', 'reset', 'reset-focus', 'link']);
    expect(buttons.filter((b) => b.includes('tabindex="0"'))).toHaveLength(1);
    for (const b of buttons) expect(b).toMatch(/data-ga-event-category="demo" data-ga-event-action="[a-z-]+" data-ga-event-label="grid-Basic"/);
    expect(html).toContain('data-plan="pro"');
  });

  it('labels the toolbar, the styling menu and the copy buttons in the page locale', () => {
    const sandbox = { system: { dependencies: {}, devDependencies: {}, files: {} } };
    const r: DemoRecord = { ...base, sandbox, chunks: { ...base.chunks, css: '/c.js' }, sources: { ...base.sources, css: { TS: src('c-ts'), JS: src('c-js') } } };
    const en = renderFrame(r, 'Basic');
    const zh = renderFrame(r, 'Basic', uiText('zh'));
    for (const text of [
      'Show code',
      'Hide code',
      'Code styling',
      'Copy the source',
      'Open in StackBlitz',
      'Open in CodeSandbox',
      'Reset the demo',
      'Reset focus',
      'Copy a link',
      'Demo: Basic',
      'Demo actions: Basic',
      'Plain CSS',
      'Copy the code',
      '>Copy<',
    ]) {
      expect(en).toContain(text);
      expect(zh).not.toContain(text);
    }
    for (const text of [
      '显示代码',
      '隐藏代码',
      'aria-label="代码样式"',
      'aria-label="复制源代码"',
      '在 StackBlitz 中打开',
      '在 CodeSandbox 中打开',
      '重置示例',
      'aria-label="示例：Basic"',
      'aria-label="示例操作：Basic"',
      '纯 CSS',
      'aria-label="复制代码">复制<',
    ]) {
      expect(zh).toContain(text);
    }
  });

  it('offers StackBlitz and CodeSandbox when the record carries the sandbox data, in an inert template', () => {
    const sandbox = { system: { dependencies: { react: '19.0.0' }, devDependencies: { vite: '8.0.0' }, files: { './a.css': '.a>b{color:red}/* </template> & */' } } };
    const html = renderFrame({ ...base, sandbox }, 'Basic');
    const buttons = html.match(/<button type="button" class="demo-btn"[^>]*>/g)!;
    expect(buttons.map((b) => /data-demo-action="([^"]+)"/.exec(b)![1])).toEqual(['code', 'edit', 'variant', 'variant', 'copy', 'stackblitz', 'codesandbox', 'reset', 'reset-focus', 'link']);
    const template = /<template data-sandbox>([^<]*)<\/template>/.exec(html)![1]!;
    expect(template).not.toContain('</template> &');
    const text = template.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(text)).toEqual(sandbox);
  });

  it('carries every styling and variant, previews marked, and a styling menu', () => {
    const r: DemoRecord = {
      ...base,
      chunks: { ...base.chunks, tailwind: '/t.js' },
      styles: { tailwind: '/t.css' },
      sources: { ...base.sources, tailwind: { TS: src('tw-ts'), JS: src('tw-js') } },
      previews: { system: { TS: src('<A />'), JS: src('<A />') } },
      hideCode: true,
    };
    const html = renderFrame(r, 'Basic');
    expect(html).toContain('data-has-tailwind');
    expect(html).toContain('data-hide-code');
    expect(html).toContain('data-css-tailwind="/t.css"');
    expect(html.match(/data-demo-src data-styling="(\w+)" data-variant="(\w+)"( data-preview)?/g)).toEqual([
      'data-demo-src data-styling="system" data-variant="TS" data-preview',
      'data-demo-src data-styling="system" data-variant="TS"',
      'data-demo-src data-styling="system" data-variant="JS" data-preview',
      'data-demo-src data-styling="system" data-variant="JS"',
      'data-demo-src data-styling="tailwind" data-variant="TS"',
      'data-demo-src data-styling="tailwind" data-variant="JS"',
    ]);
    expect(html).toMatch(/role="menuitemradio"[^>]*data-value="tailwind"/);
  });

  it('applies the display options: background, code open by default, no toolbar', () => {
    const open = renderFrame({ ...base, bg: 'playground', defaultCodeOpen: true }, 'Basic');
    expect(open).toMatch(/<div class="demo" [^>]*data-bg="playground" data-expanded[ >]/);
    expect(open).toMatch(/data-demo-action="code" aria-expanded="true"[^>]*data-ga-event-action="collapse"/);
    const bare = renderFrame({ ...base, bg: 'inline', hideToolbar: true }, 'Basic');
    expect(bare).toMatch(/data-bg="inline" data-hide-toolbar/);
    expect(bare).not.toContain('demo-toolbar');
    expect(bare).not.toContain('data-expanded');
    expect(renderFrame(base, 'Basic')).not.toMatch(/data-bg|data-hide-toolbar|data-expanded/);
  });

  it('escapes what it did not write', () => {
    const html = renderFrame(base, 'A"<b>');
    expect(html).toContain('data-demo-name="A&#34;&#60;b&#62;"');
    expect(html).not.toContain('<b>');
  });
});
