import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridGetRowsError, type DataGridProProps } from '@mui/x-data-grid-pro';
import { orgColumns } from './orgColumns';
import { useOrgDataSource } from './useOrgDataSource';

export default function ServerSideTreeDataErrors() {
  const { server, dataSource } = useOrgDataSource();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const handleError: DataGridProProps['onDataSourceError'] = (dataSourceError) => {
    // A failed fetch carries its request; `groupKeys` says which parent it was for.
    const keys =
      dataSourceError instanceof GridGetRowsError ? dataSourceError.params.groupKeys : undefined;
    setError(
      `${keys?.length ? `Children of ${keys.join(' / ')}` : 'Top level'}: ${dataSourceError.message}`,
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
        label="Make the server fail, then expand a department"
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataGridPro
        treeData
        dataSource={dataSource}
        dataSourceCache={null}
        columns={orgColumns}
        groupingColDef={{ headerName: 'Organization', width: 260 }}
        onDataSourceError={handleError}
        hideFooter
      />
    </Box>
  );
}
