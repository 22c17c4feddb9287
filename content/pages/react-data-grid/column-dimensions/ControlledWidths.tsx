import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const initialWidths: Record<string, number> = { firstName: 140, lastName: 140, department: 150 };

export default function ControlledWidths() {
  const [widths, setWidths] = React.useState(initialWidths);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: widths.firstName },
      { field: 'lastName', headerName: 'Last name', width: widths.lastName },
      { field: 'department', headerName: 'Department', width: widths.department },
      // This column keeps its width: no separator to drag.
      { field: 'country', headerName: 'Country', width: 120, resizable: false },
    ],
    [widths],
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        Widths:{' '}
        {Object.entries(widths)
          .map(([field, width]) => `${field} ${width}px`)
          .join(', ')}
      </Typography>
      <DataGrid
        rows={employees}
        columns={columns}
        // Fires once the drag ends, with the final width.
        onColumnWidthChange={(params) =>
          setWidths((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }))
        }
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Box>
  );
}
