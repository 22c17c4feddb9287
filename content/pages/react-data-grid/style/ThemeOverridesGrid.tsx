import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function ThemeOverridesGrid() {
  const { mode, systemMode } = useColorScheme();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';

  const theme = React.useMemo(
    () =>
      createTheme({
        // A lighter purple in dark mode, so the headers drawn in it stay readable.
        palette: {
          mode: isDark ? 'dark' : 'light',
          primary: { main: isDark ? '#c9a0e0' : '#7b3fa0' },
        },
        shape: { borderRadius: 2 },
        components: {
          MuiDataGrid: {
            // Props every grid under this theme starts with.
            defaultProps: { density: 'compact', disableColumnMenu: true },
            // Styles for the grid's slots, keyed by class name.
            styleOverrides: {
              root: { border: 'none', fontSize: 13 },
              columnHeader: ({ theme: t }) => ({
                color: t.palette.primary.main,
                borderBottom: `2px solid ${t.palette.primary.main}`,
              }),
              columnHeaderTitle: { fontWeight: 700 },
              cell: {
                [`&.${gridClasses['cell--textRight']}`]: { fontVariantNumeric: 'tabular-nums' },
              },
              footerContainer: { borderTop: 'none' },
            },
          },
        },
      }),
    [isDark],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={employees} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
