import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace, getParentIds, type WorkspaceItem } from '../../shared/workspace';

function flatten(items: WorkspaceItem[]): WorkspaceItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const options = flatten(workspace);

export default function FocusFromSearch() {
  const apiRef = useTreeViewApiRef();

  const handleChange = (event: React.SyntheticEvent, option: WorkspaceItem | null) => {
    if (option) {
      apiRef.current?.focusItem(event, option.id);
    }
  };

  return (
    <Box sx={{ height: 420, maxWidth: 360 }}>
      <Autocomplete
        options={options}
        getOptionLabel={(option) => option.label}
        onChange={handleChange}
        size="small"
        sx={{ mb: 1 }}
        renderInput={(params) => <TextField {...params} label="Go to a file or folder" />}
      />
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        defaultExpandedItems={getParentIds(workspace)}
        sx={{ height: 360, overflowY: 'auto' }}
      />
    </Box>
  );
}
