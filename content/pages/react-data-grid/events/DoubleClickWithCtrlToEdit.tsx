import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 140, editable: true },
  { field: 'country', headerName: 'Country', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
  // Without Ctrl (or Cmd on macOS), keep the grid from starting to edit the cell.
  if (params.isEditable && !event.ctrlKey && !event.metaKey) {
    event.defaultMuiPrevented = true;
  }
};

export default function DoubleClickWithCtrlToEdit() {
  return (
    <Box sx={{ height: 380 }}>
      <DataGrid rows={employees} columns={columns} onCellDoubleClick={handleCellDoubleClick} />
    </Box>
  );
}
