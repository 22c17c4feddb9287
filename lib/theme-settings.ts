/**
 * Theme settings: the reducer behind the settings drawer (palette mode,
 * direction, density) and the parsers of the stored mode, direction and
 * density preferences.
 */

export type PaletteMode = 'light' | 'dark';
export type ThemeMode = PaletteMode | 'system';
export type Direction = 'ltr' | 'rtl';

/** State of the theme settings. */
export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
  paletteMode: PaletteMode;
}

/** Actions the theme reducer understands. */
export type ThemeAction = { type: 'CHANGE'; payload: { paletteMode?: PaletteMode; direction?: Direction } } | { type: 'SET_DENSE'; payload: boolean } | { type: 'RESET_DENSITY' };

/** Minimal logger shape, so that tests can pass a spy instead of `console`. */
export interface ErrorLogger {
  error: (...args: unknown[]) => void;
}

/** Settings before the reader changes anything. */
export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteMode: 'light',
});

/**
 * The theme reducer; returns the same object when nothing changes.
 * @example themeReducer(DEFAULT_THEME_SETTINGS, { type: 'CHANGE', payload: { paletteMode: 'dark' } })
 */
export function themeReducer(state: ThemeSettings, action: ThemeAction): ThemeSettings {
  switch (action.type) {
    case 'CHANGE': {
      const { paletteMode, direction } = action.payload;
      const next = { ...state };
      let changed = false;
      if (paletteMode !== undefined && paletteMode !== state.paletteMode) {
        next.paletteMode = paletteMode;
        changed = true;
      }
      if (direction !== undefined && direction !== state.direction) {
        next.direction = direction;
        changed = true;
      }
      return changed ? next : state;
    }
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense ? { ...state, dense: false } : state;
    default:
      throw new Error(`Unrecognized type ${(action as { type?: unknown }).type}`);
  }
}

/**
 * Stored mode preference (`mui-mode`): null means system; an unknown
 * colour-scheme name is logged and treated as system.
 * @example parseMode('dark') // 'dark'
 */
export function parseMode(value: string | null, log: ErrorLogger = console): ThemeMode {
  if (value === null || value === 'system') return 'system';
  if (value === 'light' || value === 'dark') return value;
  log.error(`MUI: unsupported colour scheme "${value}"; expected one of system, light, dark.`);
  return 'system';
}

/** The palette mode in force: system follows the system dark preference. */
export function effectiveMode(mode: ThemeMode, prefersDark: boolean): PaletteMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** Stored direction (`mui-direction`): 'rtl', otherwise 'ltr'. */
export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}

/** Stored density (`mui-dense`): 'true' means dense. */
export function parseDense(value: string | null | undefined): boolean {
  return value === 'true';
}
