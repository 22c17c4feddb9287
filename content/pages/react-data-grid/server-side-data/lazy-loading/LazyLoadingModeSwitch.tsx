import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../../shared/serverOrders';
import { lazyColumns } from './lazyColumns';

export default function LazyLoadingModeSwitch() {
  const apiRef = useGridApiRef();
  const server = React.useMemo(() => createOrdersServer(400), []);
  // What a slow count query would return later; the rows come back without it.
  const total = React.useRef<number | undefined>(undefined);
  const [mode, setMode] = React.useState<'infinite' | 'viewport'>('infinite');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        total.current = rowCount;
        return { rows };
      },
    }),
    [server],
  );

  const knowTotal = () => {
    if (total.current === undefined) return;
    apiRef.current?.setRowCount(total.current);
    setMode('viewport');
  };
  const forgetTotal = () => {
    apiRef.current?.setRowCount(-1);
    setMode('infinite');
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', px: 1 }}>
        <Button size="small" variant="outlined" onClick={knowTotal} disabled={mode === 'viewport'}>
          The count is in
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={forgetTotal}
          disabled={mode === 'infinite'}
        >
          Count unknown
        </Button>
        <Typography variant="body2" aria-live="polite">
          {mode === 'viewport'
            ? 'Viewport loading: the scrollbar covers every order'
            : 'Infinite loading: more orders at the bottom'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} columns={lazyColumns} dataSource={dataSource} lazyLoading />
      </Box>
    </Box>
  );
}
