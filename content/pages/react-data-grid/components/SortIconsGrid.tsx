import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import {
  DataGrid,
  type GridBaseIconProps,
  type GridColDef,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// Small triangles instead of the default arrows. The grid passes its own icon props:
// a colour name of the theme or any CSS colour, so only the theme's names go to SvgIcon.
function Triangle({ d, color, ...other }: GridBaseIconProps & { d: string }) {
  return (
    <SvgIcon
      {...other}
      htmlColor={color === 'action' ? undefined : color}
      color={color === 'action' ? 'action' : undefined}
    >
      <path d={d} />
    </SvgIcon>
  );
}

const TriangleUpIcon = (props: GridBaseIconProps) => <Triangle d="M12 7l6 9H6z" {...props} />;
const TriangleDownIcon = (props: GridBaseIconProps) => <Triangle d="M12 17l-6-9h12z" {...props} />;
const TriangleBothIcon = (props: GridBaseIconProps) => (
  <Triangle d="M12 4l5 7H7zm0 16l-5-7h10z" {...props} />
);

// The unsorted icon also receives the column's sortingOrder: keep it off the <svg>.
function UnsortedIcon({
  sortingOrder,
  ...other
}: GridBaseIconProps & { sortingOrder: GridSortDirection[] }) {
  return <TriangleBothIcon {...other} />;
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function SortIconsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        slots={{
          columnSortedAscendingIcon: TriangleUpIcon,
          columnSortedDescendingIcon: TriangleDownIcon,
          // Shown on hover over a sortable header that is not sorted.
          columnUnsortedIcon: UnsortedIcon,
        }}
      />
    </Box>
  );
}
