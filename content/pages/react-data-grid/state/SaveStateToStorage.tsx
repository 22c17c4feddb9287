import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { stateColumns } from './stateColumns';

const STORAGE_KEY = 'data-grid-state-demo';

function loadSavedState(): GridInitialState | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    return typeof saved === 'object' && saved !== null ? (saved as GridInitialState) : null;
  } catch {
    return null; // Storage blocked or unreadable: start from the defaults.
  }
}

function PersistentGrid({ skipSave }: { skipSave: React.RefObject<boolean> }) {
  const apiRef = useGridApiRef();
  const [initialState, setInitialState] = React.useState<GridInitialState>();

  React.useLayoutEffect(() => {
    // Read the storage after mounting, so the first render never depends on it.
    setInitialState(loadSavedState() ?? {});
    const save = () => {
      if (skipSave.current) {
        skipSave.current = false;
        return;
      }
      if (!apiRef.current) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
      } catch {
        // Storage full or blocked: nothing to keep.
      }
    };
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [apiRef, skipSave]);

  if (!initialState) {
    return <CircularProgress aria-label="Loading the saved layout" sx={{ m: 'auto' }} />;
  }
  return (
    <DataGrid
      apiRef={apiRef}
      rows={employees}
      columns={stateColumns}
      initialState={initialState}
      showToolbar
    />
  );
}

export default function SaveStateToStorage() {
  const [mountKey, setMountKey] = React.useState(0);
  const skipSave = React.useRef(false);

  const forgetLayout = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage blocked: nothing was saved.
    }
    skipSave.current = true; // The grid about to unmount must not save itself again.
    setMountKey((key) => key + 1);
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Unmount and mount the grid
        </Button>
        <Button size="small" onClick={forgetLayout}>
          Forget the saved layout
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PersistentGrid key={mountKey} skipSave={skipSave} />
      </Box>
    </Box>
  );
}
