import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
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

const Title = styled('span')({
  marginRight: 'auto',
  paddingLeft: '0.5rem',
  fontSize: '0.875rem',
  lineHeight: 'calc(1.25 / 0.875)',
  fontWeight: 600,
});

const SearchField = styled(QuickFilter)({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  width: '16rem',
  height: '2.25rem',
  padding: '0 0.5rem 0 0.75rem',
  border: '1px solid oklch(86.9% 0.022 252.894)',
  borderRadius: '0.5rem',
  backgroundColor: '#fff',
  color: 'oklch(55.4% 0.046 257.417)',
  '&:focus-within': {
    borderColor: 'oklch(68.5% 0.169 237.323)',
    boxShadow: '0 0 0 2px oklch(90.1% 0.058 230.902)',
  },
});

const SearchInput = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 'calc(1.25 / 0.875)',
  color: 'oklch(20.8% 0.042 265.755)',
  '&::placeholder': { color: 'oklch(70.4% 0.04 256.788)' },
});

const ClearButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: '0.375rem',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '@media (hover: hover)': { '&:hover:enabled': { backgroundColor: 'oklch(96.8% 0.007 247.896)' } },
  '&:disabled': { cursor: 'default', opacity: 0.4 },
});

function SearchToolbar() {
  return (
    <Toolbar>
      <Title>Team directory</Title>
      {/* `expanded` keeps the field open, so it stays reachable with Tab. */}
      <SearchField expanded>
        <GridSearchIcon fontSize="small" />
        <QuickFilterControl
          render={({ ref, value, onChange, onKeyDown, slotProps }) => (
            <SearchInput
              {...slotProps?.htmlInput}
              ref={ref}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              placeholder="Search name, team, country…"
              aria-label="Search employees"
            />
          )}
        />
        <QuickFilterClear
          render={({ onClick }, state) => (
            <ClearButton
              type="button"
              onClick={onClick}
              disabled={!state.value}
              aria-label="Clear search"
            >
              <GridCloseIcon fontSize="small" />
            </ClearButton>
          )}
        />
      </SearchField>
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
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
