import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

export default function CheckboxOnlySelection() {
  const [checkboxOnly, setCheckboxOnly] = React.useState(true);
  const [hideCount, setHideCount] = React.useState(false);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={checkboxOnly}
              onChange={(event) => setCheckboxOnly(event.target.checked)}
            />
          }
          label="Select with the checkbox only"
        />
        <FormControlLabel
          control={
            <Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />
          }
          label="Hide the selected row count"
        />
      </Stack>
      <DataGrid
        rows={employees}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick={checkboxOnly}
        hideFooterSelectedRowCount={hideCount}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
