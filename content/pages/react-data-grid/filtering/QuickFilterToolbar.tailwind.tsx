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

function SearchToolbar() {
  return (
    <Toolbar>
      <span className="mr-auto pl-2 text-sm font-semibold">Team directory</span>
      {/* `expanded` keeps the field open, so it stays reachable with Tab. */}
      <QuickFilter
        expanded
        className="flex h-9 w-64 items-center gap-2 rounded-lg border border-slate-300 bg-white pr-2 pl-3 text-slate-500 focus-within:border-sky-500 focus-within:ring-2 focus-within:ring-sky-200"
      >
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
              className="min-w-0 flex-1 border-0 bg-transparent p-0 font-[inherit] text-sm text-slate-900 outline-none placeholder:text-slate-400"
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
              className="inline-flex size-6 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-inherit enabled:hover:bg-slate-100 disabled:cursor-default disabled:opacity-40"
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
    <div className="h-[420px] w-full">
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </div>
  );
}
