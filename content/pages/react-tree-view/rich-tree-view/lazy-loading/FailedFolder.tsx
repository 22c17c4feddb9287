import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';

export default function FailedFolder() {
  // The HR folder fails on the first attempt, as if the session had to be refreshed.
  const [dataSource] = React.useState(() => {
    let hrAttempts = 0;
    return {
      getTreeItems: async (parentId?: string) => {
        if (parentId === 'hr') {
          hrAttempts += 1;
          if (hrAttempts === 1) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            throw new Error('403: you need to sign in again to open HR');
          }
        }
        return fetchFolder(parentId, 500);
      },
      getChildrenCount: (file: RemoteFile) => file.childrenCount,
    };
  });

  return (
    <Box sx={{ height: 300, maxWidth: 360, overflowY: 'auto' }}>
      <RichTreeViewPro aria-label="File server" items={rootFiles} dataSource={dataSource} />
    </Box>
  );
}
