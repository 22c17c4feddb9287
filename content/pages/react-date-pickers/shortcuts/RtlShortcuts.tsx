import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ar';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A separate Emotion cache flips left and right in every style of the subtree.
const rtlCache = createCache({ key: 'pickers-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = createTheme({ direction: 'rtl' });

const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'غدًا', getValue: () => today.add(1, 'day') },
  { label: 'بعد أسبوع', getValue: () => today.add(1, 'week') },
  { label: 'نهاية الشهر', getValue: () => today.endOf('month') },
];

export default function RtlShortcuts() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar">
            <StaticDatePicker
              defaultValue={today}
              slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
              sx={{ height: 460 }}
            />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
