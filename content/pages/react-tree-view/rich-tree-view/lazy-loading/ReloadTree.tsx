import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchFolder, type RemoteFile } from './fileServer';
import { createTtlCache } from './ttlCache';

export default function ReloadTree() {
  // Files "uploaded" to Borealis on the server since the page opened.
  const uploads = React.useRef(0);
  const [uploadCount, setUploadCount] = React.useState(0);
  const [treeKey, setTreeKey] = React.useState(0);

  // One cache and one data source for the life of the demo; the cache lasts an hour.
  const [cache] = React.useState(() => createTtlCache(60 * 60 * 1000));
  const [dataSource] = React.useState(() => ({
    getTreeItems: async (parentId?: string) => {
      const files = await fetchFolder(parentId, 400);
      if (parentId !== 'borealis') return files;
      const uploaded = Array.from({ length: uploads.current }, (_, index) => ({
        id: `upload-${index + 1}`,
        label: `Upload ${index + 1}.pdf`,
        childrenCount: 0,
      }));
      return [...files, ...uploaded];
    },
    getChildrenCount: (file: RemoteFile) => file.childrenCount,
  }));

  const upload = () => {
    uploads.current += 1;
    setUploadCount(uploads.current);
  };

  // Forget every cached answer and mount a new tree, which fetches the root again.
  const reload = () => {
    cache.clear();
    setTreeKey((key) => key + 1);
  };

  return (
    <Stack spacing={1} sx={{ height: 380, maxWidth: 380 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={upload}>
          Upload to Borealis
        </Button>
        <Button size="small" variant="contained" onClick={reload}>
          Reload
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Files uploaded on the server: {uploadCount}. Open Projects › Borealis, upload, then reload.
      </Typography>
      <RichTreeViewPro
        key={treeKey}
        aria-label="File server"
        items={[]}
        dataSource={dataSource}
        dataSourceCache={cache}
        sx={{ overflowY: 'auto' }}
      />
    </Stack>
  );
}
