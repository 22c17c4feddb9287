import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { employeeColumns } from './columns';

const payFields = ['salary', 'startDate'];

export default function ControlledVisibility() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ id: false, email: false });
  const showPay = payFields.every((field) => model[field] !== false);

  const togglePay = (show: boolean) =>
    setModel((prev) => ({ ...prev, ...Object.fromEntries(payFields.map((f) => [f, show])) }));

  return (
    <Stack sx={{ height: 440, gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={showPay} onChange={(event) => togglePay(event.target.checked)} />}
        label="Show pay columns"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={employees}
          columns={employeeColumns}
          showToolbar
          columnVisibilityModel={model}
          // Changes made in the Columns panel come back here.
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
