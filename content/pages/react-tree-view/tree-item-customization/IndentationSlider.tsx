import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, getParentIds } from '../shared/workspace';

export default function IndentationSlider() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ height: 420, maxWidth: 360 }}>
      <Typography id="indentation-label" variant="body2">
        Indentation of nested items: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        min={0}
        max={40}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ mb: 1 }}
      />
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        itemChildrenIndentation={indentation}
        defaultExpandedItems={getParentIds(workspace)}
        sx={{ height: 340, overflowY: 'auto' }}
      />
    </Box>
  );
}
