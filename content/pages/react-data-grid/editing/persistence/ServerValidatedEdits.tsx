import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRowIdGetter,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/warehouseProducts';

// Stand-ins for two API calls: a uniqueness check, and the save itself.
const takenNames = new Set(products.map((product) => product.name.toLowerCase()));

function isNameTaken(name: string, sku: string): Promise<boolean> {
  const current = products.find((product) => product.sku === sku)?.name.toLowerCase();
  const normalized = name.trim().toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => resolve(normalized !== current && takenNames.has(normalized)), 300);
  });
}

function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({ ...product, name: product.name.trim() }), 500);
  });
}

const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function ServerValidatedEdits() {
  const [log, setLog] = React.useState('Rename a product, for example to "Wireless mouse".');

  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 110 },
      {
        field: 'name',
        headerName: 'Product (editable)',
        flex: 1,
        minWidth: 200,
        editable: true,
        // Runs while typing; the grid waits for the promise before it lets the edit commit.
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string, Product>) => {
          const taken = await isNameTaken(params.props.value ?? '', params.row.sku);
          return { ...params.props, error: taken };
        },
      },
      { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
    ],
    [],
  );

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (newRow.name === oldRow.name) {
      return oldRow; // Nothing changed: skip the request.
    }
    setLog(`Saving ${newRow.sku}…`);
    const saved = await saveProduct(newRow);
    setLog(`Saved ${saved.sku} as "${saved.name}".`);
    return saved;
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {log}
      </Typography>
      <DataGrid
        rows={products}
        columns={columns}
        getRowId={getRowId}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => setLog(error.message)}
        sx={{ '& .Mui-error': { bgcolor: 'rgba(211, 47, 47, 0.12)', color: 'error.main' } }}
      />
    </Box>
  );
}
