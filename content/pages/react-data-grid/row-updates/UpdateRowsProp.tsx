import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  done: boolean;
}

const newTitles = [
  'Review pull request',
  'Update changelog',
  'Triage new issues',
  'Write release notes',
];

const initialTasks: Task[] = [
  { id: 1, title: 'Fix login redirect', assignee: 'Hana', done: false },
  { id: 2, title: 'Translate settings page', assignee: 'Mateo', done: true },
  { id: 3, title: 'Upgrade build tooling', assignee: 'Keiko', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function UpdateRowsProp() {
  const [rows, setRows] = React.useState<Task[]>(initialTasks);
  const nextId = React.useRef(initialTasks.length + 1);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    const title = newTitles[(id - 1) % newTitles.length]!;
    setRows((prev) => [...prev, { id, title, assignee: 'Omar', done: false }]);
  };

  // New array, new object for the changed row: the grid compares references.
  const completeFirstOpen = () => {
    setRows((prev) => {
      const target = prev.find((task) => !task.done);
      return prev.map((task) => (task === target ? { ...task, done: true } : task));
    });
  };

  const removeDone = () => setRows((prev) => prev.filter((task) => !task.done));

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={addTask}>
          Add a task
        </Button>
        <Button variant="outlined" onClick={completeFirstOpen}>
          Complete the first open task
        </Button>
        <Button variant="outlined" onClick={removeDone}>
          Remove done tasks
        </Button>
      </Stack>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
