import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Person {
  id: number;
  name: string;
}

interface Task {
  id: number;
  title: string;
  owner: Person;
}

const people: Person[] = [
  { id: 10, name: 'Amara Okafor' },
  { id: 11, name: 'Bruno Costa' },
  { id: 12, name: 'Chen Wei' },
];

const tasks: Task[] = [
  { id: 1, title: 'Plan the Q3 launch', owner: people[0]! },
  { id: 2, title: 'Update the price list', owner: people[0]! },
  { id: 3, title: 'Train the new hires', owner: people[1]! },
  { id: 4, title: 'Audit the warehouse stock', owner: people[1]! },
  { id: 5, title: 'Renew the dock supplier contract', owner: people[2]! },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 160,
    // Group rows have no owner of their own.
    valueFormatter: (value?: Person) => value?.name ?? '',
    // Group by the name: an object is not a valid group key.
    groupingValueGetter: (value: Person) => value.name,
    // After a drop, turn the target group's name back into a full owner object.
    groupingValueSetter: (name, row) => ({
      ...row,
      owner: people.find((person) => person.name === name) ?? row.owner,
    }),
  },
];

export default function RowGroupingValueSetter() {
  const [message, setMessage] = React.useState('Drag a task to another owner.');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <DataGridPremium
        rows={tasks}
        columns={columns}
        rowReordering
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['owner'] } }}
        processRowUpdate={(updated: Task) => {
          setMessage(
            `"${updated.title}" now belongs to ${updated.owner.name} (id ${updated.owner.id}).`,
          );
          return updated;
        }}
      />
    </Box>
  );
}
