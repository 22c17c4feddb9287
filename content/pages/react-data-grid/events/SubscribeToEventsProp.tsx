import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function SubscribeToEventsProp() {
  const [log, setLog] = React.useState<string[]>([]);
  const addLine = (line: string) => setLog((previous) => [line, ...previous].slice(0, 3));

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const employee = params.row as Employee;
    addLine(`rowClick: ${employee.firstName} ${employee.lastName} (id ${params.id})`);
  };

  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    addLine(`columnHeaderClick: ${params.colDef.headerName ?? params.field}`);
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          onRowClick={handleRowClick}
          onColumnHeaderClick={handleColumnHeaderClick}
        />
      </Box>
      <Box
        component="output"
        aria-live="polite"
        sx={{ minHeight: 66, fontFamily: 'monospace', fontSize: 13 }}
      >
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Click a row or a column header.
          </Typography>
        ) : (
          log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)
        )}
      </Box>
    </Box>
  );
}
