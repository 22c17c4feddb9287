import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { employees, statuses, type Employee } from '../../shared/employees';

function StatusSelect({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ width: '100%', px: 1, display: 'flex', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth
        value={item.value ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value === '') {
            apiRef.current.deleteFilterItem(item);
          } else {
            apiRef.current.upsertFilterItem({ ...item, operator: 'is', value });
          }
        }}
        slotProps={{
          select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': 'Filter by status' } },
        }}
      >
        <MenuItem value="">Any status</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 170,
    renderHeaderFilter: (params) => <StatusSelect {...params} />,
  },
  // Returning null leaves the header filter cell of this column empty.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, renderHeaderFilter: () => null },
];

export default function StatusHeaderFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} headerFilters />
    </Box>
  );
}
