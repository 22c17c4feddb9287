import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee, type EmployeeStatus } from '../shared/employees';

const chipColors: Record<EmployeeStatus, string> = {
  Active: 'bg-green-100 text-green-800',
  'On leave': 'bg-amber-100 text-amber-800',
  Offboarding: 'bg-rose-100 text-rose-800',
};

function StatusChip({ status }: { status: EmployeeStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${chipColors[status]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {status}
    </span>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 180,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    // 'flex' centers the chip vertically in the cell.
    display: 'flex',
    renderCell: (params) => <StatusChip status={params.row.status} />,
  },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function StatusGrid() {
  return (
    <div className="h-[400px] w-full">
      <DataGrid rows={employees} columns={columns} />
    </div>
  );
}
