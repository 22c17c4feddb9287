import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';

// A cache that never stores anything: every expansion sends a request.
const noCache = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
};

export default function RequestCounter() {
  const [requests, setRequests] = React.useState(0);

  // Created once; the setter is stable, so the count stays correct.
  const [dataSource] = React.useState(() => ({
    getTreeItems: (parentId?: string) => {
      setRequests((count) => count + 1);
      return fetchFolder(parentId, 500);
    },
    getChildrenCount: (file: RemoteFile) => file.childrenCount,
  }));

  return (
    <Stack spacing={1} sx={{ height: 360, maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Requests sent: {requests}. Close and reopen a folder: nothing is cached.
      </Typography>
      <RichTreeViewPro
        aria-label="File server"
        items={rootFiles}
        dataSource={dataSource}
        dataSourceCache={noCache}
        sx={{ overflowY: 'auto' }}
      />
    </Stack>
  );
}
