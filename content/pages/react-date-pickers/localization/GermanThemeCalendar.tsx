import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { deDE } from '@mui/x-date-pickers/locales';

export default function GermanThemeCalendar() {
  const existingTheme = useTheme();
  // Merge the German texts into the theme that the demo inherits.
  const germanTheme = React.useMemo(() => createTheme(existingTheme, deDE), [existingTheme]);

  return (
    <ThemeProvider theme={germanTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Box sx={{ height: 400 }}>
          <StaticDatePicker
            displayStaticWrapperAs="desktop"
            defaultValue={dayjs('2025-10-03')}
            fixedWeekNumber={6}
            slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
            sx={{ width: 'fit-content', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
