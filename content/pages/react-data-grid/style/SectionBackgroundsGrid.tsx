import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function SectionBackgroundsGrid() {
  // Follow the page's colour scheme, and pick grid backgrounds for each mode.
  const { mode, systemMode } = useColorScheme();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';

  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: isDark ? 'dark' : 'light',
          DataGrid: isDark
            ? { bg: '#10202e', headerBg: '#1b3449', pinnedBg: '#16293a' }
            : { bg: '#f7fbff', headerBg: '#dcebfa', pinnedBg: '#eaf3fc' },
        },
      }),
    [isDark],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={employees} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
