/**
 * Tests of the docs config context, rendered with react-dom/server: the
 * context itself, and the page shell, which reads its locale and strings
 * through it (worker/render.tsx provides them).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsProvider, useDocsConfig, type DocsConfig } from './DocsProvider';
import { Shell, type ShellProps } from './Shell';

function Probe({ keyName }: { keyName: string }): string {
  const { locale, t, sourceUrl } = useDocsConfig();
  return `${locale}|${t(keyName)}|${String(sourceUrl)}`;
}

describe('DocsProvider', () => {
  it.each<[string, DocsConfig, string]>([
    ['en', { locale: 'en', t: (key) => `EN:${key}` }, 'en|EN:search|undefined'],
    ['zh with an extra field', { locale: 'zh', t: (key) => `ZH:${key}`, sourceUrl: 'https://github.com/x' }, 'zh|ZH:search|https://github.com/x'],
  ])('passes the %s config down', (_name, value, expected) => {
    expect(
      renderToString(
        <DocsProvider value={value}>
          <Probe keyName="search" />
        </DocsProvider>,
      ),
    ).toBe(expected);
  });

  it('the nearest provider wins', () => {
    const outer: DocsConfig = { locale: 'en', t: (key) => key };
    const inner: DocsConfig = { locale: 'zh', t: (key) => key };
    const html = renderToString(
      <DocsProvider value={outer}>
        <DocsProvider value={inner}>
          <Probe keyName="k" />
        </DocsProvider>
      </DocsProvider>,
    );
    expect(html).toBe('zh|k|undefined');
  });
});

describe('useDocsConfig', () => {
  it('throws outside the provider', () => {
    expect(() => renderToString(<Probe keyName="k" />)).toThrow('Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>');
  });
});

describe('the shell reads its strings through DocsProvider', () => {
  const props: ShellProps = {
    header: { products: [], homeHref: '/x/introduction', versions: [], languages: [], sourceHref: 'https://github.com/mui/mui-x', showNavButton: true },
    navHtml: '',
    page: { title: 'Sorting', description: 'Sort rows.', licensingHref: '/x/introduction/licensing', untranslated: false, showAdSlot: false, bot: false, bodyHtml: '', footer: 'v8.11.1' },
    toc: [{ id: 'a', text: 'A', level: 2 }],
  };

  it("renders the provider's strings in the app bar, the page, the table of contents and the settings", () => {
    const html = renderToString(
      <DocsProvider value={{ locale: 'zh', t: (key) => `ZH(${key})` }}>
        <Shell {...props} />
      </DocsProvider>,
    );
    for (const key of ['skipToContent', 'search', 'contents', 'backToTop', 'settings.title']) expect(html).toContain(`ZH(${key})`);
  });

  it("throws the spec's error when rendered outside the provider", () => {
    expect(() => renderToString(<Shell {...props} />)).toThrow('Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>');
  });
});
