/**
 * Tests of the docs config context, rendered with react-dom/server.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsProvider, useDocsConfig, type DocsConfig } from './DocsProvider';

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
