import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

export default function MoveFocusGrid() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(29);

  // Scroll the cell into view, then move the keyboard focus to it.
  const focusRow = () => {
    const api = apiRef.current;
    if (!api) return;
    api.scrollToIndexes({ rowIndex, colIndex: 3 });
    api.setCellFocus(api.getRowIdFromRowIndex(rowIndex), 'email');
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Row"
          value={rowIndex}
          onChange={(event) => setRowIndex(Number(event.target.value))}
          sx={{ width: 120 }}
        >
          {[0, 29, 59].map((index) => (
            <MenuItem key={index} value={index}>
              {index + 1}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={focusRow}>
          Focus its email
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      />
    </Box>
  );
}
