import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from '../shared/serverOrders';
import { orderColumns } from './orderColumns';

export default function ServerSideErrors() {
  const apiRef = useGridApiRef();
  const server = React.useMemo(() => createOrdersServer(), []);
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  const toggleFailing = (event: React.ChangeEvent<HTMLInputElement>) => {
    server.setFailing(event.target.checked);
    setFailing(event.target.checked);
  };

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={toggleFailing} />}
        label="Make the server fail, then change the page or the sort"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setError(null);
                apiRef.current?.dataSource.fetchRows();
              }}
            >
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <DataGrid
        apiRef={apiRef}
        columns={orderColumns}
        dataSource={dataSource}
        dataSourceCache={null}
        onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
