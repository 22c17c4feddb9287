import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110, editable: true },
];

// Records of people on leave or offboarding are frozen.
const isCellEditable = (params: GridCellParams<Employee>) => params.row.status === 'Active';

export default function ConditionalEditing() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // Greyed but readable: text.disabled is for controls, not for content a reader still reads.
        '& .locked': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={employees}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={(params) => (params.row.status === 'Active' ? '' : 'locked')}
      />
    </Box>
  );
}
