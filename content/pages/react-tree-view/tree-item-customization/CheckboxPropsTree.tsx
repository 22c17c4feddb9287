import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../shared/workspace';

// slotProps.checkbox reaches the Material UI Checkbox of every item: here a smaller padding and a green color.
export default function CheckboxPropsTree() {
  return (
    <Box sx={{ height: 300, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['marketing']}
        defaultSelectedItems={['brand-guide']}
        slotProps={{
          item: {
            slotProps: {
              checkbox: { style: { padding: 4, color: '#2e7d32' }, title: 'Select for sharing' },
            },
          },
        }}
      />
    </Box>
  );
}
