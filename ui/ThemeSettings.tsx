/**
 * Theme settings context: holds the `lib/theme-settings` reducer state and
 * its dispatch for the settings drawer and the theme wrapper.
 */
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { DEFAULT_THEME_SETTINGS, themeReducer, type ThemeAction, type ThemeSettings } from '../lib/theme-settings';

/** What `useThemeSettings` returns. */
export interface ThemeSettingsValue {
  settings: ThemeSettings;
  dispatch: Dispatch<ThemeAction>;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | null>(null);
ThemeSettingsContext.displayName = 'ThemeSettingsContext';

/** Props of `ThemeSettingsProvider`. */
export interface ThemeSettingsProviderProps {
  /** Settings read before render (stored direction, density, resolved mode). */
  initial?: Partial<ThemeSettings>;
  children?: ReactNode;
}

/**
 * Provides the theme settings state and dispatch.
 * @example <ThemeSettingsProvider initial={{ paletteMode: 'dark' }}><Shell /></ThemeSettingsProvider>
 */
export function ThemeSettingsProvider({ initial, children }: ThemeSettingsProviderProps): ReactNode {
  const [settings, dispatch] = useReducer(themeReducer, initial, (init) => ({ ...DEFAULT_THEME_SETTINGS, ...init }));
  const value = useMemo(() => ({ settings, dispatch }), [settings]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

/**
 * Reads the theme settings; throws outside `ThemeSettingsProvider`.
 * @example const { settings, dispatch } = useThemeSettings();
 */
export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('Forgot to wrap component in ThemeProvider');
  return value;
}
