import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, esES, frFR, jaJP } from '@mui/x-data-grid/locales';
import { employees, type Employee } from '../shared/employees';

const locales = { deDE, esES, frFR, jaJP };
type LocaleName = keyof typeof locales;

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 1, minWidth: 120 },
];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleName>('frFR');

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleName)}
        sx={{ width: 160 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        checkboxSelection
        localeText={locales[locale].components.MuiDataGrid.defaultProps.localeText}
      />
    </Box>
  );
}
