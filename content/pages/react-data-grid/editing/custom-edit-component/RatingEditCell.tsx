import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Vendor {
  id: number;
  vendor: string;
  score: number;
}

const rows: Vendor[] = [
  { id: 1, vendor: 'Baltic Components', score: 4 },
  { id: 2, vendor: 'Iberia Cables', score: 3 },
  { id: 3, vendor: 'Rhine Displays', score: 5 },
  { id: 4, vendor: 'Danube Storage', score: 2 },
];

function ScoreEditor({ id, field, value, hasFocus }: GridRenderEditCellParams<Vendor, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [hasFocus]);

  // One choice is the whole edit: store it, then leave edit mode.
  const handleChange = async (_event: React.SyntheticEvent, newValue: number | null) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return <Rating ref={ref} name={`score-${id}`} value={value ?? 0} onChange={handleChange} />;
}

const columns: GridColDef<Vendor>[] = [
  { field: 'vendor', headerName: 'Vendor', flex: 1, minWidth: 180 },
  {
    field: 'score',
    headerName: 'Score (editable)',
    width: 180,
    editable: true,
    display: 'flex',
    renderCell: ({ value }: GridRenderCellParams<Vendor, number>) => (
      <Rating value={value ?? 0} readOnly size="small" />
    ),
    renderEditCell: (params) => <ScoreEditor {...params} />,
  },
];

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
