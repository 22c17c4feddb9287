import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  quality: number;
  delivery: number;
}

const rows: Supplier[] = [
  { id: 1, name: 'Nordic Paper Mills', quality: 4, delivery: 5 },
  { id: 2, name: 'Atlas Fasteners', quality: 3, delivery: 2 },
  { id: 3, name: 'Sunrise Packaging', quality: 5, delivery: 4 },
  { id: 4, name: 'Kestrel Electronics', quality: 2, delivery: 3 },
  { id: 5, name: 'Harbor Textiles', quality: 4, delivery: 4 },
  { id: 6, name: 'Ridge Plastics', quality: 1, delivery: 2 },
];

function RatingEditCell({
  id,
  field,
  value,
}: GridRenderEditCellParams<Supplier, number | string | null>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      autoFocus
      name={`${field}-${id}`}
      value={Number(value ?? 0)}
      onChange={(_event, next) => apiRef.current.setEditCellValue({ id, field, value: next ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

// The type: stars to read and to edit, number filters that make sense for 1-5.
const ratingColumnType: GridColTypeDef<number | string | null> = {
  type: 'number',
  width: 150,
  align: 'left',
  headerAlign: 'left',
  display: 'flex',
  renderCell: (params) => (
    <Rating
      readOnly
      value={Number(params.value ?? 0)}
      aria-label={`${params.value} stars`}
      size="small"
    />
  ),
  renderEditCell: (params: GridRenderEditCellParams<Supplier, number | string | null>) => (
    <RatingEditCell {...params} />
  ),
  filterOperators: getGridNumericOperators().filter((op) => ['=', '>=', '<='].includes(op.value)),
};

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 180 },
  { field: 'quality', headerName: 'Quality', editable: true, ...ratingColumnType },
  { field: 'delivery', headerName: 'Delivery', editable: true, ...ratingColumnType },
];

export default function RatingColumnType() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
