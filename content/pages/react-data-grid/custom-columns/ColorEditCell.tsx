import Box from '@mui/material/Box';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Label {
  id: number;
  name: string;
  color: string;
}

const labels: Label[] = [
  { id: 1, name: 'bug', color: '#d73a4a' },
  { id: 2, name: 'documentation', color: '#0075ca' },
  { id: 3, name: 'good first issue', color: '#7057ff' },
  { id: 4, name: 'performance', color: '#e4e669' },
  { id: 5, name: 'accessibility', color: '#008672' },
];

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: color, mr: 1 }}
    />
  );
}

// A component, so it can call the hook; renderEditCell only renders it.
function ColorEditInput(props: GridRenderEditCellParams<Label, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, width: '100%' }}>
      <input
        type="color"
        aria-label="Label color"
        value={value ?? '#000000'}
        onChange={(event) =>
          apiRef.current.setEditCellValue({ id, field, value: event.target.value })
        }
      />
      <Box component="span" sx={{ ml: 1, fontFamily: 'monospace' }}>
        {value}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Label>[] = [
  { field: 'name', headerName: 'Label', width: 200 },
  {
    field: 'color',
    headerName: 'Color (double-click to edit)',
    flex: 1,
    minWidth: 240,
    editable: true,
    renderCell: (params: GridRenderCellParams<Label, string>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Swatch color={params.value ?? 'transparent'} />
        {params.value}
      </Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Label, string>) => (
      <ColorEditInput {...params} />
    ),
  },
];

export default function ColorEditCell() {
  return (
    <Box sx={{ height: 330 }}>
      <DataGrid rows={labels} columns={columns} hideFooter />
    </Box>
  );
}
