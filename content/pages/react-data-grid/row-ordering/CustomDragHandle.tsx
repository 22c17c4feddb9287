import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  GridMenuIcon,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  label: string;
  owner: string;
  // Shown next to the pointer while the row is dragged.
  __reorder__: string;
}

const steps: Step[] = [
  {
    id: 1,
    label: 'Collect requirements',
    owner: 'Priya',
    __reorder__: 'Step: Collect requirements',
  },
  { id: 2, label: 'Draft the design', owner: 'Jonas', __reorder__: 'Step: Draft the design' },
  {
    id: 3,
    label: 'Review with the team',
    owner: 'Hana',
    __reorder__: 'Step: Review with the team',
  },
  { id: 4, label: 'Build the prototype', owner: 'Omar', __reorder__: 'Step: Build the prototype' },
  { id: 5, label: 'Test with users', owner: 'Rosa', __reorder__: 'Step: Test with users' },
];

const columns: GridColDef<Step>[] = [
  { field: 'label', headerName: 'Step', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  // The handle column moves to the end of the row.
  { ...GRID_REORDER_COL_DEF, width: 60 },
];

export default function CustomDragHandle() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={steps}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: GridMenuIcon }}
        hideFooter
      />
    </Box>
  );
}
