import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridScrollParams } from '@mui/x-data-grid';
import { scrollRows, scrollColumns } from './scrollData';

function EmployeeGrid({
  savedScroll,
  onLeave,
}: {
  savedScroll: GridScrollParams | null;
  onLeave: (position: GridScrollParams) => void;
}) {
  const apiRef = useGridApiRef();

  // Save the position when the grid goes away (for example on a route change).
  React.useLayoutEffect(() => {
    const api = apiRef.current;
    return () => {
      if (api) onLeave(api.getScrollPosition());
    };
  }, [apiRef, onLeave]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={scrollRows}
      columns={scrollColumns}
      hideFooter
      initialState={
        savedScroll ? { scroll: { top: savedScroll.top, left: savedScroll.left } } : undefined
      }
    />
  );
}

export default function ScrollRestoration() {
  const [visible, setVisible] = React.useState(true);
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setVisible((value) => !value)}>
          {visible ? 'Leave the grid' : 'Come back'}
        </Button>
        <Typography variant="body2">
          Saved position:{' '}
          {saved ? `top ${Math.round(saved.top)} px, left ${Math.round(saved.left)} px` : 'none'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {visible ? (
          <EmployeeGrid savedScroll={saved} onLeave={setSaved} />
        ) : (
          <Typography sx={{ p: 2 }}>
            Another page. Come back to find the grid where you left it.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
