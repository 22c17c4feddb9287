import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridRowGroupingSanitizedModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../../shared/salesOrders';
import { salesOrderColumns } from '../../shared/salesOrderColumns';

const groupable = [
  { field: 'region', label: 'Region' },
  { field: 'category', label: 'Category' },
  { field: 'salesRep', label: 'Sales rep' },
];

function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);

  const toggle = (field: string) => {
    apiRef.current.setRowGroupingModel(
      model.includes(field) ? model.filter((item) => item !== field) : [...model, field],
    );
  };

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <Typography variant="body2" id="group-by-label">
        Group by
      </Typography>
      <Box role="group" aria-labelledby="group-by-label" sx={{ display: 'flex', gap: 1 }}>
        {groupable.map(({ field, label }) => {
          const position = model.indexOf(field);
          return (
            <Chip
              key={field}
              size="small"
              label={position >= 0 ? `${position + 1}. ${label}` : label}
              color={position >= 0 ? 'primary' : 'default'}
              variant={position >= 0 ? 'filled' : 'outlined'}
              aria-pressed={position >= 0}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Box>
    </Toolbar>
  );
}

export default function ToolbarRowGrouping() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        slots={{ toolbar: GroupingToolbar }}
        showToolbar
        initialState={{ rowGrouping: { model: ['region'] } }}
      />
    </Box>
  );
}
