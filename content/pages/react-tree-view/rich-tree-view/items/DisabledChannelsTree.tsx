import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Channel = { id: string; label: string; archived?: boolean; children?: Channel[] };

const channels: Channel[] = [
  {
    id: 'product',
    label: 'Product',
    children: [
      { id: 'design-review', label: '#design-review' },
      { id: 'v1-launch', label: '#v1-launch (archived)', archived: true },
      { id: 'feedback', label: '#feedback' },
    ],
  },
  {
    id: 'old-office',
    label: 'Old office (archived)',
    archived: true,
    children: [{ id: 'lunch', label: '#lunch' }],
  },
  { id: 'general', label: 'General' },
];

const isItemDisabled = (channel: Channel) => channel.archived === true;

export default function DisabledChannelsTree() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ height: 260, maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Disabled items can receive focus"
      />
      <RichTreeView
        aria-label="Chat channels"
        items={channels}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['product']}
      />
    </Box>
  );
}
