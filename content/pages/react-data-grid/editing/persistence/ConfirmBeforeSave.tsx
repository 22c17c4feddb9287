import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'salary', headerName: 'Salary (editable)', type: 'number', width: 150, editable: true },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

export default function ConfirmBeforeSave() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for this promise; the dialog settles it.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.salary === oldRow.salary) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!pending) return;
    // Resolving with the old row keeps the previous value.
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog
        open={pending !== null}
        onClose={() => answer(false)}
        aria-labelledby="confirm-salary-title"
      >
        <DialogTitle id="confirm-salary-title">Change this salary?</DialogTitle>
        {pending && (
          <DialogContent>
            <DialogContentText>
              {pending.oldRow.firstName} {pending.oldRow.lastName}: {money(pending.oldRow.salary)} →{' '}
              {money(pending.newRow.salary)}
            </DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => answer(false)}>
            Keep {pending ? money(pending.oldRow.salary) : ''}
          </Button>
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
