import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TripItems, tripGroupIds } from '../../shared/TripItems';

export default function CheckboxTrip() {
  const [multiSelect, setMultiSelect] = React.useState(true);

  return (
    <Box sx={{ height: 360, maxWidth: 320 }}>
      <FormControlLabel
        control={
          <Switch
            checked={multiSelect}
            onChange={(event) => setMultiSelect(event.target.checked)}
          />
        }
        label="Several items at once"
      />
      <SimpleTreeView
        // Remount when the mode changes: the value changes from one id to an array.
        key={String(multiSelect)}
        aria-label="Packing list"
        checkboxSelection
        multiSelect={multiSelect}
        defaultExpandedItems={tripGroupIds}
      >
        <TripItems />
      </SimpleTreeView>
    </Box>
  );
}
