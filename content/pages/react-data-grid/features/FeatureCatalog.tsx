import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { features, type Feature, type Plan } from './featureList';

const planColor: Record<Plan, 'default' | 'primary' | 'secondary'> = {
  MIT: 'default',
  Pro: 'primary',
  Premium: 'secondary',
};

const columns: GridColDef<Feature>[] = [
  { field: 'name', headerName: 'Feature', flex: 1, minWidth: 200 },
  {
    field: 'area',
    headerName: 'Area',
    type: 'singleSelect',
    valueOptions: [...new Set(features.map((feature) => feature.area))],
    width: 120,
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 110,
    display: 'flex',
    renderCell: ({ row }) => <Chip size="small" label={row.plan} color={planColor[row.plan]} />,
  },
  {
    field: 'api',
    headerName: 'Main API',
    width: 230,
    cellClassName: 'api',
  },
];

export default function FeatureCatalog() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={features}
        columns={columns}
        density="compact"
        showToolbar
        label="Data Grid features"
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
        sx={{ '& .api': { fontFamily: 'monospace', fontSize: 12 } }}
      />
    </Box>
  );
}
