import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { departments, employees, type Department, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

const modelFor = (department: Department | null): GridFilterModel => ({
  items: department ? [{ field: 'department', operator: 'equals', value: department }] : [],
});

export default function DepartmentCounts() {
  const apiRef = useGridApiRef();
  const [selected, setSelected] = React.useState<Department | null>(null);
  const filterModel = React.useMemo(() => modelFor(selected), [selected]);
  const [counts, setCounts] = React.useState<Partial<Record<Department, number>>>({});

  // Ask the grid how many rows each filter would keep, without applying it.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const next: Partial<Record<Department, number>> = {};
    for (const department of departments) {
      const { filteredRowsLookup } = api.getFilterState(modelFor(department));
      next[department] = employees.filter((row) => filteredRowsLookup[row.id] !== false).length;
    }
    setCounts(next);
  }, [apiRef]);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Department"
      >
        {departments.map((department) => (
          <Chip
            key={department}
            label={`${department} (${counts[department] ?? '…'})`}
            color={department === selected ? 'primary' : 'default'}
            onClick={() => setSelected(department === selected ? null : department)}
          />
        ))}
      </Stack>
      <DataGrid apiRef={apiRef} rows={employees} columns={columns} filterModel={filterModel} />
    </Box>
  );
}
