import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee, type EmployeeStatus } from '../shared/employees';
import './StatusGrid.css';

const chipModifiers: Record<EmployeeStatus, string> = {
  Active: 'status-grid-chip--active',
  'On leave': 'status-grid-chip--on-leave',
  Offboarding: 'status-grid-chip--offboarding',
};

function StatusChip({ status }: { status: EmployeeStatus }) {
  return (
    <span className={`status-grid-chip ${chipModifiers[status]}`}>
      <span aria-hidden className="status-grid-dot" />
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
    <div className="status-grid">
      <DataGrid rows={employees} columns={columns} />
    </div>
  );
}
