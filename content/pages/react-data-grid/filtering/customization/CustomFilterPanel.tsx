import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { categories, products, type Product } from '../../shared/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: categories,
    width: 130,
  },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'supplierPhone', headerName: 'Supplier phone', width: 170 },
];

export default function CustomFilterPanel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // Columns listed A to Z, without the phone numbers.
            columnsSort: 'asc',
            filterFormProps: {
              filterColumns: ({ columns: all }) =>
                all
                  .filter((column) => column.field !== 'supplierPhone')
                  .map((column) => column.field),
              // Give the value input more room than the column and operator inputs.
              columnInputProps: { sx: { width: 130 } },
              operatorInputProps: { sx: { width: 120 } },
              valueInputProps: { sx: { width: 200 } },
            },
            sx: { '& .MuiDataGrid-filterForm': { p: 2 } },
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'category', operator: 'is', value: 'Audio' }] },
          },
        }}
      />
    </Box>
  );
}
