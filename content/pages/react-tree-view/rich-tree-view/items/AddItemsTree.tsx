import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Task = { id: string; label: string; children?: Task[] };

const initialTasks: Task[] = [
  { id: 'launch', label: 'Launch', children: [{ id: 'press', label: 'Write the press release' }] },
  { id: 'hiring', label: 'Hiring', children: [] },
];

function addChild(tasks: Task[], parentId: string, task: Task): Task[] {
  return tasks.map((item) =>
    item.id === parentId
      ? { ...item, children: [...(item.children ?? []), task] }
      : { ...item, children: item.children && addChild(item.children, parentId, task) },
  );
}

// `items` is state: a new array with the new task re-renders the tree with it.
export default function AddItemsTree() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [parentId, setParentId] = React.useState<string | null>('launch');
  const [label, setLabel] = React.useState('Book the venue');
  const [count, setCount] = React.useState(0);

  const add = () => {
    const task = { id: `task-${count + 1}`, label: label.trim() };
    if (!task.label) return;
    setCount(count + 1);
    setTasks((current) => (parentId ? addChild(current, parentId, task) : [...current, task]));
  };

  return (
    <Box sx={{ height: 320, maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="New task"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Button variant="outlined" onClick={add}>
          Add to {parentId ? 'selection' : 'root'}
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Tasks"
        items={tasks}
        selectedItems={parentId}
        onSelectedItemsChange={(_event, itemId) => setParentId(itemId)}
        defaultExpandedItems={['launch', 'hiring']}
      />
    </Box>
  );
}
