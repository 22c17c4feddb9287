import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view-pro';
import { fetchFolder, rootFiles, type RemoteFile } from './fileServer';

// Replaces the spinner while a folder loads.
function LoadingDots({ className }: { className?: string }) {
  return (
    <Box
      component="span"
      className={className}
      role="progressbar"
      aria-label="Loading"
      sx={{ fontSize: 11, color: 'primary.main' }}
    >
      ···
    </Box>
  );
}

// Replaces the red dot of a folder whose request failed.
function ErrorMark({ className }: { className?: string }) {
  return (
    <Box
      component="span"
      className={className}
      title="Could not open this folder. Open it again to retry."
      sx={{ position: 'absolute', right: -8, color: 'error.main', fontSize: 12, fontWeight: 700 }}
    >
      !
    </Box>
  );
}

const StatusTreeItem = React.forwardRef(function StatusTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return (
    <TreeItem {...props} ref={ref} slots={{ loadingIcon: LoadingDots, errorIcon: ErrorMark }} />
  );
});

export default function CustomStatusIcons() {
  // The HR folder fails on the first attempt, like in the demo above.
  const [dataSource] = React.useState(() => {
    let hrAttempts = 0;
    return {
      getTreeItems: async (parentId?: string) => {
        if (parentId === 'hr' && (hrAttempts += 1) === 1) {
          await new Promise((resolve) => setTimeout(resolve, 600));
          throw new Error('403: sign in again to open HR');
        }
        return fetchFolder(parentId, 900);
      },
      getChildrenCount: (file: RemoteFile) => file.childrenCount,
    };
  });

  return (
    <Box sx={{ height: 300, maxWidth: 360, overflowY: 'auto' }}>
      <RichTreeViewPro
        aria-label="File server"
        items={rootFiles}
        dataSource={dataSource}
        slots={{ item: StatusTreeItem }}
      />
    </Box>
  );
}
