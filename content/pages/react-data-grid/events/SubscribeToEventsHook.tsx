import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooter,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

function CellInfoFooter() {
  const apiRef = useGridApiContext();
  const [text, setText] = React.useState('Click a cell to see its value here.');

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    const header = params.colDef.headerName ?? params.field;
    setText(`${header} of row ${params.id}: ${params.formattedValue ?? params.value}`);
  };
  useGridEvent(apiRef, 'cellClick', handleCellClick);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Box component="output" aria-live="polite" sx={{ px: 2, flex: 1, fontSize: 14 }}>
        {text}
      </Box>
      <GridFooter sx={{ border: 0 }} />
    </Box>
  );
}

export default function SubscribeToEventsHook() {
  return (
    <Box sx={{ height: 400 }}>
      <DataGrid rows={employees} columns={columns} slots={{ footer: CellInfoFooter }} />
    </Box>
  );
}
