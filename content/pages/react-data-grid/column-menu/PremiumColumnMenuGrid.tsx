import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 120 },
];

export default function PremiumColumnMenuGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.showColumnMenu('department')}
        >
          Open the Department menu
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.showColumnMenu('salary')}
        >
          Open the Salary menu
        </Button>
      </Stack>
      <DataGridPremium apiRef={apiRef} rows={employees} columns={columns} />
    </Box>
  );
}
