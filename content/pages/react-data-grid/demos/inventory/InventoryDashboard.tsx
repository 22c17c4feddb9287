import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import {
  createProducts,
  stockStatus,
  type Product,
  type StockStatus,
} from '../../shared/inventory';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const statusColor = {
  'In stock': 'success',
  'Low stock': 'warning',
  'Out of stock': 'error',
} as const;
type View = 'all' | StockStatus;

function StockLevel({ product }: { product: Product }) {
  const percent = Math.round((product.stock / product.capacity) * 100);
  const color = statusColor[stockStatus(product)];
  return (
    <Stack sx={{ width: '100%', gap: 0.5 }}>
      <Typography variant="caption" sx={{ lineHeight: 1 }}>
        {product.stock} / {product.capacity}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={`${product.name} stock level`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Stack>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, flex: 1, minWidth: 130 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

export default function InventoryDashboard() {
  const [rows, setRows] = React.useState(createProducts);
  // One filter model for the toggle, the filter panel and the quick filter.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const statusFilter = filterModel.items.find(
    (item) => item.field === 'status' && item.operator === 'is',
  );
  const view: View = statusFilter?.value ?? 'all';

  const reorder = React.useCallback((id: number) => {
    setRows((prev) =>
      prev.map((p) => (p.id === id ? { ...p, incoming: p.capacity - p.stock } : p)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Product',
        flex: 1,
        minWidth: 200,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3 }}>
            <div>{row.name}</div>
            <Typography variant="caption" color="text.secondary">
              {row.sku} · {row.warehouse}
            </Typography>
          </Box>
        ),
      },
      { field: 'category', headerName: 'Category', width: 110 },
      {
        field: 'stock',
        headerName: 'Stock level',
        type: 'number',
        width: 130,
        display: 'flex',
        renderCell: ({ row }) => <StockLevel product={row} />,
      },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['In stock', 'Low stock', 'Out of stock'],
        width: 125,
        display: 'flex',
        valueGetter: (_value, row) => stockStatus(row),
        renderCell: ({ value, row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={value}
            color={statusColor[stockStatus(row)]}
          />
        ),
      },
      { field: 'incoming', headerName: 'On order', type: 'number', width: 90 },
      {
        field: 'value',
        headerName: 'Stock value',
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => row.stock * row.unitCost,
        valueFormatter: (value: number) => money.format(value),
      },
      {
        field: 'reorder',
        headerName: '',
        width: 100,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        display: 'flex',
        renderCell: ({ row }) =>
          stockStatus(row) !== 'In stock' && row.incoming === 0 ? (
            <Button size="small" onClick={() => reorder(row.id)} aria-label={`Reorder ${row.name}`}>
              Reorder
            </Button>
          ) : null,
      },
    ],
    [reorder],
  );

  const showView = (next: View) =>
    // The free DataGrid filters on one column at a time, so the toggle replaces the item.
    setFilterModel((model) => ({
      ...model,
      items: next === 'all' ? [] : [{ field: 'status', operator: 'is', value: next }],
    }));

  const totalValue = rows.reduce((sum, p) => sum + p.stock * p.unitCost, 0);
  const toReorder = rows.filter((p) => stockStatus(p) !== 'In stock' && p.incoming === 0).length;

  return (
    <Stack sx={{ height: 600, gap: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <Metric label="Products" value={String(rows.length)} />
        <Metric
          label="Units in stock"
          value={rows.reduce((sum, p) => sum + p.stock, 0).toLocaleString('en-US')}
        />
        <Metric label="Stock value" value={money.format(totalValue)} />
        <Metric label="To reorder" value={String(toReorder)} />
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && showView(next)}
        aria-label="Show products"
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="Low stock">Low stock</ToggleButton>
        <ToggleButton value="Out of stock">Out of stock</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={56}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        showToolbar
        label="Inventory"
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        sx={{ flex: 1, minHeight: 0 }}
      />
    </Stack>
  );
}
