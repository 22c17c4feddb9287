/**
 * The ad config context and the slot's first HTML, rendered with
 * react-dom/server.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AD } from '../lib/constants';
import { AdConfigProvider, DEFAULT_AD_CONFIG, useAdConfig, type AdConfig } from './AdConfig';
import { AdSlot } from './AdSlot';
import { buildSiteCss } from './site-css';
import { createDocsTheme } from './theme';

function Probe(): string {
  return String(useAdConfig().GADisplayRatio);
}

describe('AdConfigProvider', () => {
  it('defaults GADisplayRatio to 0.1', () => {
    expect(DEFAULT_AD_CONFIG.GADisplayRatio).toBe(0.1);
    expect(
      renderToString(
        <AdConfigProvider>
          <Probe />
        </AdConfigProvider>,
      ),
    ).toBe('0.1');
  });

  it.each<[string, Partial<AdConfig>, string]>([
    ['a ratio', { GADisplayRatio: 0.5 }, '0.5'],
    ['zero', { GADisplayRatio: 0 }, '0'],
    ['an out-of-range ratio', { GADisplayRatio: 3 }, '0.1'],
    ['a non-number', { GADisplayRatio: 'all' as unknown as number }, '0.1'],
  ])('passes %s down', (_name, value, expected) => {
    expect(
      renderToString(
        <AdConfigProvider value={value}>
          <Probe />
        </AdConfigProvider>,
      ),
    ).toBe(expected);
  });
});

describe('useAdConfig', () => {
  it('throws outside the provider, like the docs config', () => {
    expect(() => renderToString(<Probe />)).toThrow('Could not find ad config context value; please ensure the component is wrapped in an <AdConfigProvider>');
  });
});

describe('AdSlot first HTML', () => {
  it('is a loading slot carrying the display ratio', () => {
    const html = renderToString(<AdSlot bot={false} config={{ GADisplayRatio: 0.25 }} />);
    expect(html).toMatch(/<div class="ad-slot" data-ad-slot/);
    expect(html).toContain('data-ad-state="loading"');
    expect(html).toContain('data-ga-display-ratio="0.25"');
    // No per-request styles: they are in the site stylesheet.
    expect(html).not.toContain('<style');
  });

  it('has the styles that keep ads inside it in the build-time site stylesheet', () => {
    const css = buildSiteCss(createDocsTheme('ltr'));
    expect(css).toContain(`max-height:${AD.minHeight}px`);
    expect(css).toContain(`max-height:${AD.minHeightSm}px`);
    expect(css).toContain(`width:${AD.imageWidth}px;height:${AD.imageHeight}px`);
  });

  it('is empty for bots', () => {
    const html = renderToString(<AdSlot bot />);
    expect(html).toContain('data-ad-state="empty"');
    expect(html).toContain(`data-ga-display-ratio="${AD.displayRatio}"`);
    expect(html).not.toContain('.ad-card');
  });
});
