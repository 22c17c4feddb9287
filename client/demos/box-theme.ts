/**
 * The global that turns off the Box default-theme patch (scripts/demos/box-theme.ts) for A/B runs
 * (bench/demo-switches.ts `BENCH_BOX_THEME=0`). As published, @mui/material's Box module calls `createTheme()` at
 * its evaluation, a second default theme equal to the one `@mui/material/styles/defaultTheme` already made: 40-60 ms
 * at 4x CPU in one statement, the one task over 50 ms every demo page had after `load` (eval slices cannot cut a
 * statement). The site's bundle gives Box that default theme instead, and makes it at its first use (a fallback only when no
 * ThemeProvider gives a theme: a demo page usually never makes it).
 */
export const BOX_THEME = '__demoBoxTheme';
