import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 100 },
];

export default function SingleFilterPro() {
  const [singleFilter, setSingleFilter] = React.useState(true);
  const [hideButtons, setHideButtons] = React.useState(false);

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={singleFilter}
              onChange={(event) => setSingleFilter(event.target.checked)}
            />
          }
          label="One filter at a time"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideButtons}
              onChange={(event) => setHideButtons(event.target.checked)}
            />
          }
          label="Hide the panel buttons"
        />
      </FormGroup>
      <DataGridPro
        rows={employees}
        columns={columns}
        showToolbar
        disableMultipleColumnsFiltering={singleFilter}
        slotProps={{
          filterPanel: { disableAddFilterButton: hideButtons, disableRemoveAllButton: hideButtons },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'department', operator: 'equals', value: 'Sales' }] },
          },
        }}
      />
    </Box>
  );
}
