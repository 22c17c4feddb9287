import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { stateColumns } from './stateColumns';

function describeView(view: GridInitialState): string {
  const sort = view.sorting?.sortModel?.[0];
  const filters = view.filter?.filterModel?.items.length ?? 0;
  const hidden = Object.values(view.columns?.columnVisibilityModel ?? {}).filter((v) => !v).length;
  return `Saved: ${sort ? `sorted by ${sort.field} (${sort.sort})` : 'no sort'}, ${filters} filter(s), ${hidden} hidden column(s).`;
}

export default function RestoreStateApiRef() {
  const apiRef = useGridApiRef();
  const [savedView, setSavedView] = React.useState<GridInitialState | null>(null);

  const saveView = () => {
    if (apiRef.current) setSavedView(apiRef.current.exportState());
  };
  const restoreView = () => {
    if (apiRef.current && savedView) apiRef.current.restoreState(savedView);
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={saveView}>
          Save view
        </Button>
        <Button size="small" onClick={restoreView} disabled={!savedView}>
          Restore view
        </Button>
        <Typography variant="body2" component="output" aria-live="polite">
          {savedView
            ? describeView(savedView)
            : 'Sort, filter or hide columns, then save the view.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={stateColumns} showToolbar />
      </Box>
    </Box>
  );
}
