import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledRoomsTree() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ height: 300, maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Disabled items can receive focus"
      />
      <SimpleTreeView
        aria-label="Meeting rooms"
        defaultExpandedItems={['floor-1', 'floor-2']}
        disabledItemsFocusable={focusable}
      >
        <TreeItem itemId="floor-1" label="First floor">
          <TreeItem itemId="atlas" label="Atlas (8 seats)" />
          <TreeItem itemId="boreal" label="Boreal (closed for repairs)" disabled />
          <TreeItem itemId="cedar" label="Cedar (4 seats)" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="Second floor">
          <TreeItem itemId="delta" label="Delta (12 seats)" />
        </TreeItem>
        <TreeItem itemId="rooftop" label="Rooftop (summer only)" disabled>
          <TreeItem itemId="terrace" label="Terrace" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
