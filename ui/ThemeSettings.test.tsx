/**
 * Tests of the theme settings context, rendered with react-dom/server.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ThemeSettings } from '../lib/theme-settings';
import { ThemeSettingsProvider, useThemeSettings } from './ThemeSettings';

function Probe(): string {
  const { settings, dispatch } = useThemeSettings();
  return `${settings.paletteMode}|${settings.direction}|${String(settings.dense)}|${typeof dispatch}`;
}

describe('ThemeSettingsProvider', () => {
  it.each<[string, Partial<ThemeSettings> | undefined, string]>([
    ['defaults', undefined, 'light|ltr|false|function'],
    ['dark mode', { paletteMode: 'dark' }, 'dark|ltr|false|function'],
    ['rtl and dense', { direction: 'rtl', dense: true }, 'light|rtl|true|function'],
  ])('gives %s', (_name, initial, expected) => {
    const html = renderToString(
      <ThemeSettingsProvider initial={initial}>
        <Probe />
      </ThemeSettingsProvider>,
    );
    expect(html).toBe(expected);
  });

  it('renders its children', () => {
    expect(
      renderToString(
        <ThemeSettingsProvider>
          <p>hello</p>
        </ThemeSettingsProvider>,
      ),
    ).toBe('<p>hello</p>');
  });
});

describe('useThemeSettings', () => {
  it('throws outside the provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('Forgot to wrap component in ThemeProvider');
  });
});
