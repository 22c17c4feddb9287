import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const groupableFields = [
  { field: 'region', label: 'Region' },
  { field: 'category', label: 'Category' },
  { field: 'salesRep', label: 'Sales rep' },
  { field: 'status', label: 'Status' },
];

export default function RowGroupingControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);

  const toggle = (field: string) =>
    setModel((previous) =>
      previous.includes(field) ? previous.filter((item) => item !== field) : [...previous, field],
    );

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Typography variant="body2">Group by:</Typography>
        {groupableFields.map(({ field, label }) => (
          <Chip
            key={field}
            label={label}
            color={model.includes(field) ? 'primary' : 'default'}
            onClick={() => toggle(field)}
            aria-pressed={model.includes(field)}
          />
        ))}
      </Stack>
      <Typography variant="body2" component="code">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        rowGroupingModel={model}
        onRowGroupingModelChange={setModel}
      />
    </Box>
  );
}
