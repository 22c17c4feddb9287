import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { faIR } from '@mui/x-date-pickers/locales';

const rtlCache = createCache({ key: 'jalali-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// Nowruz 1404: 21 March 2025 in the Gregorian calendar.
const nowruz = new Date(2025, 2, 21);

export default function JalaliDateFns() {
  const outerTheme = useTheme();
  // The page's theme (its colours, light or dark), plus the direction and the Persian texts.
  const rtlTheme = React.useMemo(
    () => createTheme(outerTheme, { direction: 'rtl' }, faIR),
    [outerTheme],
  );
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
            <Stack direction="row" spacing={3} sx={{ height: 340, flexWrap: 'wrap' }}>
              <DateField label="تاریخ سفر" defaultValue={nowruz} sx={{ width: 220 }} />
              <DateCalendar aria-label="تقویم" defaultValue={nowruz} />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
