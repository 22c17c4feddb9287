import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function SelectionLogTrip() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    setLog((previous) =>
      [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...previous].slice(0, 5),
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ height: 320 }}>
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={tripGroupIds}
        onItemSelectionToggle={handleToggle}
        sx={{ flex: 1, minWidth: 200 }}
      >
        <TripItems />
      </SimpleTreeView>
      <Stack sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Last changes</Typography>
        {log.map((entry, index) => (
          <Typography key={index} variant="body2" color="text.secondary">
            {entry}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
