import {
  DataGrid,
  GridCloseIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';
import './QuickFilterToolbar.css';

function SearchToolbar() {
  return (
    <Toolbar>
      <span className="quick-filter-toolbar-title">Team directory</span>
      {/* `expanded` keeps the field open, so it stays reachable with Tab. */}
      <QuickFilter expanded className="quick-filter-toolbar-field">
        <GridSearchIcon fontSize="small" />
        <QuickFilterControl
          render={({ ref, value, onChange, onKeyDown, slotProps }) => (
            <input
              {...slotProps?.htmlInput}
              ref={ref}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              placeholder="Search name, team, country…"
              aria-label="Search employees"
              className="quick-filter-toolbar-input"
            />
          )}
        />
        <QuickFilterClear
          render={({ onClick }, state) => (
            <button
              type="button"
              onClick={onClick}
              disabled={!state.value}
              aria-label="Clear search"
              className="quick-filter-toolbar-clear"
            >
              <GridCloseIcon fontSize="small" />
            </button>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function QuickFilterToolbar() {
  return (
    <div className="quick-filter-toolbar">
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </div>
  );
}
