import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country (hidden)', flex: 1, minWidth: 140 },
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['japan'],
    quickFilterExcludeHiddenColumns: true,
  });
  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
        label="Search hidden columns too"
      />
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        initialState={{ columns: { columnVisibilityModel: { country: false } } }}
      />
    </Box>
  );
}
