import dayjs from 'dayjs';
import 'dayjs/locale/he';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { heIL } from '@mui/x-date-pickers/locales';

const rtlCache = createCache({ key: 'adapters-rtl', stylisPlugins: [prefixer, rtlPlugin] });
// The locale object adds the Hebrew texts of the pickers to the theme.
const rtlTheme = createTheme({ direction: 'rtl' }, heIL);

export default function HebrewRtlPicker() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
            <StaticDatePicker defaultValue={dayjs('2025-09-23')} sx={{ height: 500 }} />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
