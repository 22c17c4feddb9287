import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCellItem,
  GridRemoveIcon,
  useGridApiRef,
  type GridColDef,
  type GridRowIdGetter,
} from '@mui/x-data-grid';
import { products, type Product } from '../shared/warehouseProducts';

const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function UpdateRowsApiRef() {
  const apiRef = useGridApiRef();

  const columns: GridColDef<Product>[] = [
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
    { field: 'warehouse', headerName: 'Warehouse', width: 120 },
    { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Sell',
      width: 70,
      getActions: ({ row }) => [
        <GridActionsCellItem
          icon={<GridRemoveIcon />}
          label={`Sell one ${row.name}`}
          disabled={row.stock === 0}
          // Only the fields to change, plus the id field.
          onClick={() => apiRef.current?.updateRows([{ sku: row.sku, stock: row.stock - 1 }])}
        />,
      ],
    },
  ];

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={products} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
