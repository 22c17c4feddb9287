import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';
import { createTtlCache } from './ttlCache';

const dataSource = {
  getTreeItems: (parentId?: string) => fetchFolder(parentId, 600),
  getChildrenCount: (file: RemoteFile) => file.childrenCount,
};

export default function ShortLivedCache() {
  const [log, setLog] = React.useState<string[]>([]);
  // Entries live 10 seconds: reopen a folder quickly, then after a pause.
  const [cache] = React.useState(() =>
    createTtlCache(10_000, (message) => setLog((previous) => [message, ...previous].slice(0, 4))),
  );

  return (
    <Stack direction="row" spacing={2} sx={{ height: 340 }}>
      <RichTreeViewPro
        aria-label="File server"
        items={rootFiles}
        dataSource={dataSource}
        dataSourceCache={cache}
        sx={{ flex: 1, minWidth: 200, overflowY: 'auto' }}
      />
      <Stack sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Cache</Typography>
        {log.map((entry, index) => (
          <Typography key={index} variant="body2" color="text.secondary">
            {entry}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
