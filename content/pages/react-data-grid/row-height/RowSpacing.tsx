import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

// No space above the first row of a page, nor below its last row.
function getRowSpacing({ isFirstVisible, isLastVisible }: GridRowSpacingParams) {
  return { top: isFirstVisible ? 0 : 4, bottom: isLastVisible ? 0 : 4 };
}

export default function RowSpacing() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        getRowSpacing={getRowSpacing}
        sx={(theme) => ({
          bgcolor: (theme.vars ?? theme).palette.grey[100],
          // A dark grey behind the rows in dark mode: the light one would hold white text.
          ...theme.applyStyles('dark', { bgcolor: (theme.vars ?? theme).palette.grey[900] }),
          '& .MuiDataGrid-row': { bgcolor: 'background.paper', borderRadius: 1 },
        })}
      />
    </Box>
  );
}
