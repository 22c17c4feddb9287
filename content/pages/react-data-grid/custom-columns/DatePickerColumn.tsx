import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  GRID_DATE_COL_DEF,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

function DateEditCell({
  id,
  field,
  value,
  colDef,
}: GridRenderEditCellParams<Employee, Date, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      autoFocus
      // The grid stores Date objects; the picker works with Day.js values.
      value={value ? dayjs(value) : null}
      onChange={(next) =>
        apiRef.current.setEditCellValue({
          id,
          field,
          value: next?.isValid() ? next.toDate() : null,
        })
      }
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          inputProps: { 'aria-label': colDef.headerName },
        },
      }}
    />
  );
}

// The built-in date type, with a date picker as its editor.
const pickerDateColumn: GridColTypeDef<Date, string> = {
  ...GRID_DATE_COL_DEF,
  renderEditCell: (params: GridRenderEditCellParams<Employee, Date, string>) => (
    <DateEditCell {...params} />
  ),
};

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', width: 190, editable: true, ...pickerDateColumn },
];

export default function DatePickerColumn() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={employees} columns={columns} />
      </Box>
    </LocalizationProvider>
  );
}
