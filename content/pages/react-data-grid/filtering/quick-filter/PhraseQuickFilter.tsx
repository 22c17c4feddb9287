import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

// Split on commas instead of spaces, so "on leave" stays one search term.
const parsePhrases = (input: string) =>
  input
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');

export default function PhraseQuickFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parsePhrases,
              quickFilterFormatter: (values) => values.join(', '),
            },
          },
        }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['on leave', 'sales'] } },
        }}
      />
    </Box>
  );
}
