import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridGetRowsError,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { groupingColumns } from './groupingColumns';
import { useOrdersGroupingDataSource } from './useOrdersGroupingDataSource';

export default function ServerSideRowGroupingErrors() {
  const { server, dataSource } = useOrdersGroupingDataSource();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const handleError: DataGridPremiumProps['onDataSourceError'] = (dataSourceError) => {
    const keys =
      dataSourceError instanceof GridGetRowsError ? dataSourceError.params.groupKeys : undefined;
    setError(
      `${keys?.length ? `Group ${keys.join(' / ')}` : 'Top level'}: ${dataSourceError.message}`,
    );
  };

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
        label="Make the server fail, then expand a region"
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataGridPremium
        columns={groupingColumns}
        dataSource={dataSource}
        dataSourceCache={null}
        onDataSourceError={handleError}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
