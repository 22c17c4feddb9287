import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// Emotion flips left and right in the generated CSS for right-to-left layouts.
const rtlCache = createCache({ key: 'data-grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

interface Product {
  id: number;
  name: string;
  city: string;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'قهوة عربية', city: 'الخرطوم', stock: 120 },
  { id: 2, name: 'شاي أخضر', city: 'أم درمان', stock: 85 },
  { id: 3, name: 'تمر', city: 'بورتسودان', stock: 240 },
  { id: 4, name: 'عسل', city: 'كسلا', stock: 32 },
  { id: 5, name: 'زيت زيتون', city: 'الأبيض', stock: 57 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'المنتج', width: 160 },
  { field: 'city', headerName: 'المدينة', width: 140 },
  { field: 'stock', headerName: 'المخزون', type: 'number', flex: 1, minWidth: 100 },
];

export default function RtlGrid() {
  const outerTheme = useTheme();
  // Keep the page's theme, and add the direction and the Arabic grid texts.
  const rtlTheme = React.useMemo(
    () => createTheme(outerTheme, { direction: 'rtl' }, arSD),
    [outerTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box dir="rtl" sx={{ height: 380, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
