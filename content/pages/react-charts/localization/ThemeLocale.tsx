import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { elGR, enUS, frFR, ptBR, ptPT } from '@mui/x-charts/locales';

const locales = { enUS, frFR, ptBR, ptPT, elGR };
type LocaleName = keyof typeof locales;

export default function ThemeLocale() {
  const [locale, setLocale] = React.useState<LocaleName>('frFR');
  // Keep the page's theme and add the chart texts of the chosen locale to its components.
  // In an app, pass the locale to createTheme: createTheme({ palette: ... }, frFR).
  const outerTheme = useTheme();
  const theme = React.useMemo<Theme>(
    () => ({
      ...outerTheme,
      components: { ...outerTheme.components, ...locales[locale].components },
    }),
    [outerTheme, locale],
  );

  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleName)}
        sx={{ minWidth: 160 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
        <Stack direction="row" spacing={2}>
          <LineChart series={[{ data: [] }]} loading height={240} />
          <LineChart series={[{ data: [] }]} height={240} />
        </Stack>
      </ThemeProvider>
    </Box>
  );
}
