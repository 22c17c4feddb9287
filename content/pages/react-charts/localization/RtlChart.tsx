import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// A separate Emotion cache flips left and right in the styles of the subtree.
const rtlCache = createCache({ key: 'charts-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = createTheme({ direction: 'rtl' });

const months = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'];

export default function RtlChart() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl" sx={{ width: '100%', height: 300 }}>
          <BarChart
            // Read from right to left: the first month on the right, the values on the right.
            xAxis={[{ data: months, reverse: true }]}
            yAxis={[{ position: 'right' }]}
            series={[
              { data: [320, 285, 410, 390, 455, 520], label: 'المبيعات عبر الإنترنت' },
              { data: [210, 240, 230, 260, 250, 300], label: 'المبيعات في المتاجر' },
            ]}
            height={260}
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
