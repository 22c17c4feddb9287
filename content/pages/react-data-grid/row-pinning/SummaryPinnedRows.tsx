import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/employees';

interface PayrollRow {
  id: number | string;
  firstName: string;
  lastName: string;
  department: Employee['department'] | '';
  salary: number;
}

const rows: PayrollRow[] = createEmployees(40, 3);
const total = rows.reduce((sum, row) => sum + row.salary, 0);

// Pinned rows are ordinary row objects with ids of their own, kept out of `rows`.
const pinnedRows: GridPinnedRowsProp<PayrollRow> = {
  top: [
    { id: 'budget', firstName: 'Payroll budget', lastName: '', department: '', salary: 4_000_000 },
  ],
  bottom: [
    { id: 'total', firstName: 'Total', lastName: '', department: '', salary: total },
    {
      id: 'average',
      firstName: 'Average',
      lastName: '',
      department: '',
      salary: Math.round(total / rows.length),
    },
  ],
};

// Pinned rows are summaries: show their amounts in bold.
function renderSalary({
  formattedValue,
  rowNode,
}: GridRenderCellParams<PayrollRow, number, string>) {
  return rowNode.type === 'pinnedRow' ? <strong>{formattedValue}</strong> : formattedValue;
}

const columns: GridColDef<PayrollRow>[] = [
  { field: 'firstName', headerName: 'First name', width: 150 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
    renderCell: renderSalary,
  },
];

export default function SummaryPinnedRows() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
