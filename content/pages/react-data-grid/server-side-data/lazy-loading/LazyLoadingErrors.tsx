import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../../shared/serverOrders';
import { lazyColumns } from './lazyColumns';

export default function LazyLoadingErrors() {
  const server = React.useMemo(() => createOrdersServer(400), []);
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              server.setFailing(event.target.checked);
              setFailing(event.target.checked);
            }}
          />
        }
        label="Make the server fail, then scroll down"
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error} Turn the switch off and scroll again to retry.
        </Alert>
      )}
      <DataGridPro
        columns={lazyColumns}
        dataSource={dataSource}
        dataSourceCache={null}
        lazyLoading
        onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
      />
    </Box>
  );
}
