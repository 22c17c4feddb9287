import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../shared/workspace';

// `slotProps.item` goes to every TreeItem; its own `slotProps` reach the label.
export default function LabelPropsTree() {
  return (
    <Box sx={{ height: 300, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['engineering']}
        slotProps={{
          item: {
            slotProps: {
              label: { style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } },
            },
          },
        }}
      />
    </Box>
  );
}
