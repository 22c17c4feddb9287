import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  FilterPanelTrigger,
  GridFilterListIcon,
  Toolbar,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { salesOrders } from '../../shared/salesOrders';
import { componentsOrderColumns } from '../../shared/componentsOrders';

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columns = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
      <FilterPanelTrigger render={<Button size="small" startIcon={<GridFilterListIcon />} />}>
        Add filter
      </FilterPanelTrigger>
      {filterModel.items.map((item) => {
        const value = Array.isArray(item.value) ? item.value.join(', ') : (item.value ?? '');
        return (
          <Chip
            key={item.id}
            size="small"
            label={`${columns[item.field]?.headerName ?? item.field} ${item.operator} ${value}`}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        );
      })}
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={salesOrders}
        columns={componentsOrderColumns}
        slots={{ toolbar: FilterBarToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'category', operator: 'equals', value: 'Laptops' }],
            },
          },
        }}
      />
    </Box>
  );
}
