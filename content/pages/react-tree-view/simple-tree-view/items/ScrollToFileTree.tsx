import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const months = ['January', 'February', 'March', 'April', 'May', 'June'];

export default function ScrollToFileTree() {
  const apiRef = useTreeViewApiRef();
  const [clicked, setClicked] = React.useState<string | null>(null);

  const showJune = () => {
    const element = apiRef.current?.getItemDOMElement('report-june');
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Stack spacing={1} sx={{ height: 320, maxWidth: 360 }}>
      <Button size="small" variant="outlined" onClick={showJune} sx={{ alignSelf: 'start' }}>
        Scroll to the June report
      </Button>
      <Box sx={{ height: 220, overflowY: 'auto', border: 1, borderColor: 'divider' }}>
        <SimpleTreeView
          aria-label="Monthly reports"
          apiRef={apiRef}
          defaultExpandedItems={months.map((month) => month.toLowerCase())}
          onItemClick={(_event, itemId) => setClicked(itemId)}
        >
          {months.map((month) => (
            <TreeItem key={month} itemId={month.toLowerCase()} label={month}>
              <TreeItem itemId={`report-${month.toLowerCase()}`} label={`${month} report.pdf`} />
              <TreeItem itemId={`sheet-${month.toLowerCase()}`} label={`${month} figures.xlsx`} />
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Last clicked item id: {clicked ?? 'none'}
      </Typography>
    </Stack>
  );
}
