import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 240, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

// Stands in for a PUT request: the "server" accepts company addresses only.
function saveEmployee(row: Employee): Promise<Employee> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (row.email.endsWith('@example.com')) {
        resolve({ ...row, email: row.email.trim().toLowerCase() });
      } else {
        reject(new Error('Use an @example.com address.'));
      }
    }, 400);
  });
}

type Feedback = { severity: 'success' | 'error'; message: string } | null;

export default function SaveCellEdits() {
  const [feedback, setFeedback] = React.useState<Feedback>(null);

  const processRowUpdate = React.useCallback(async (newRow: Employee) => {
    const saved = await saveEmployee(newRow);
    setFeedback({ severity: 'success', message: `Saved ${saved.firstName} ${saved.lastName}.` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    setFeedback({ severity: 'error', message: error.message });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
      />
      <Snackbar open={feedback !== null} autoHideDuration={4000} onClose={() => setFeedback(null)}>
        {feedback ? (
          <Alert severity={feedback.severity} onClose={() => setFeedback(null)} variant="filled">
            {feedback.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
