import Box from '@mui/material/Box';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High' | 'Critical';

interface Ticket {
  id: number;
  title: string;
  priority: Priority;
  assignee: string | null;
}

const rows: Ticket[] = [
  { id: 101, title: 'Checkout button unresponsive', priority: 'Critical', assignee: 'Hana' },
  { id: 102, title: 'Typo on pricing page', priority: 'Low', assignee: null },
  { id: 103, title: 'Export times out on large files', priority: 'High', assignee: 'Omar' },
  { id: 104, title: 'Dark mode contrast in charts', priority: 'Medium', assignee: 'Bruno' },
  { id: 105, title: 'Password reset email delayed', priority: 'High', assignee: null },
  { id: 106, title: 'Add keyboard shortcut hints', priority: 'Low', assignee: 'Elif' },
  { id: 107, title: 'Invoices missing VAT number', priority: 'Critical', assignee: null },
];

const priorityRank: Record<Priority, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };

// Sort by business meaning, not alphabetically.
const priorityComparator: GridComparatorFn<Priority> = (a, b) => priorityRank[a] - priorityRank[b];

// Keep unassigned tickets at the bottom in both directions.
const nullsLast =
  (direction: 'asc' | 'desc' | null | undefined): GridComparatorFn<string | null> =>
  (a, b, paramsA, paramsB) => {
    if (a === null || b === null) {
      return a === b ? 0 : a === null ? 1 : -1;
    }
    const result = gridStringOrNumberComparator(a, b, paramsA, paramsB);
    return direction === 'desc' ? -result : result;
  };

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 120, sortComparator: priorityComparator },
  {
    field: 'assignee',
    headerName: 'Assignee',
    width: 130,
    valueFormatter: (value: string | null) => value ?? 'Unassigned',
    getSortComparator: nullsLast,
  },
];

export default function CustomSortComparator() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
      />
    </Box>
  );
}
