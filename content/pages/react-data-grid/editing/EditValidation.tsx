import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  {
    field: 'firstName',
    headerName: 'First name',
    width: 140,
    editable: true,
    // An empty name keeps the cell in edit mode until it is fixed (or Escape is pressed).
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: !params.props.value?.trim(),
    }),
  },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary (30k–250k)',
    type: 'number',
    width: 170,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number | null>) => {
      const value = params.props.value;
      const error = value == null || value < 30000 || value > 250000;
      return { ...params.props, error };
    },
  },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

export default function EditValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        // The edit input receives `error` and gets the `Mui-error` class.
        '& .MuiDataGrid-cell--editing .Mui-error': {
          backgroundColor: alpha(theme.palette.error.main, 0.12),
          color: theme.palette.error.main,
        },
      })}
    >
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
