import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 100 },
];

export default function UseGridApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const selectDesigners = () => {
    const ids = employees.filter((e) => e.department === 'Design').map((e) => e.id);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
  };

  const scrollToLastRow = () => {
    const count = apiRef.current?.getRowsCount() ?? 0;
    apiRef.current?.scrollToIndexes({ rowIndex: count - 1 });
  };

  const summarizeSelection = () => {
    const selected = [...(apiRef.current?.getSelectedRows().values() ?? [])] as Employee[];
    const total = selected.reduce((sum, employee) => sum + employee.salary, 0);
    setSummary(`${selected.length} selected, salaries ${total.toLocaleString('en-US')}`);
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" onClick={selectDesigners}>
          Select designers
        </Button>
        <Button size="small" onClick={scrollToLastRow}>
          Scroll to last row
        </Button>
        <Button size="small" variant="outlined" onClick={summarizeSelection}>
          Sum selected salaries
        </Button>
        <Typography variant="body2" component="output" aria-live="polite">
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} checkboxSelection />
      </Box>
    </Box>
  );
}
