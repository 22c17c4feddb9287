import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// A reusable column type: spread it into any column that holds US dollars.
const usd: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usdFormat.format(value),
  cellClassName: 'usd',
};

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'salary', headerName: 'Salary', ...usd },
  {
    field: 'bonus',
    headerName: 'Bonus',
    ...usd,
    valueGetter: (_value, row) => Math.round(row.salary * 0.08),
  },
  {
    field: 'total',
    headerName: 'Total',
    ...usd,
    width: 130,
    valueGetter: (_value, row) => Math.round(row.salary * 1.08),
  },
];

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        sx={{ '& .usd': { fontVariantNumeric: 'tabular-nums' } }}
      />
    </Box>
  );
}
