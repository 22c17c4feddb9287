import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ReorderColumns() {
  const [lastMove, setLastMove] = React.useState('Drag a column header to another place.');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {lastMove}
      </Typography>
      <DataGridPro
        rows={employees}
        columns={columns}
        // Fires once per drop, with the new and the old position.
        onColumnOrderChange={(params) =>
          setLastMove(
            `${params.column.headerName} moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
          )
        }
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Box>
  );
}
