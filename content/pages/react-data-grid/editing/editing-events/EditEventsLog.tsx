import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

export default function EditEventsLog() {
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);
  const record = (line: string) => setLog((prev) => [line, ...prev].slice(0, 4));

  const handleEditStart: GridEventListener<'cellEditStart'> = (params) => {
    record(`cellEditStart: ${params.field} of row ${params.id}, reason "${params.reason}"`);
  };

  const handleEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    const prevented = keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut;
    if (prevented) {
      // Cancel the default behavior: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
    }
    record(
      `cellEditStop: ${params.field} of row ${params.id}, reason "${params.reason}"${prevented ? ' (prevented)' : ''}`,
    );
  };

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepOnFocusOut}
            onChange={(event) => setKeepOnFocusOut(event.target.checked)}
          />
        }
        label="Keep the cell in edit mode when the focus leaves it"
      />
      <DataGrid
        rows={employees}
        columns={columns}
        onCellEditStart={handleEditStart}
        onCellEditStop={handleEditStop}
      />
      <Box sx={{ minHeight: 88, typography: 'body2', fontFamily: 'monospace' }}>
        {log.length === 0 ? (
          <Typography variant="body2">Double-click a cell to start.</Typography>
        ) : (
          <Box component="ol" aria-label="Event log" sx={{ m: 0, pl: 3 }}>
            {log.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
