import type { GridColDef } from '@mui/x-data-grid-pro';

export interface ProjectEntry {
  id: number;
  path: string[];
  owner: string;
  sizeKb: number;
}

type Entry = [string, string, number];

// Each path is slash-separated; folders appear before their content.
const entries: Entry[] = [
  ['app', 'Aiko', 0],
  ['app/routes', 'Aiko', 0],
  ['app/routes/home.tsx', 'Lucas', 14],
  ['app/routes/settings.tsx', 'Aiko', 22],
  ['app/main.tsx', 'Lucas', 3],
  ['design', 'Nora', 0],
  ['design/logo.svg', 'Nora', 48],
  ['design/palette.json', 'Aiko', 2],
  ['design/mockups', 'Nora', 0],
  ['design/mockups/dashboard.fig', 'Nora', 2310],
  ['design/mockups/onboarding.fig', 'Lucas', 1780],
  ['server', 'Omar', 0],
  ['server/api.ts', 'Omar', 31],
  ['server/db.ts', 'Aiko', 18],
  ['package.json', 'Lucas', 2],
];

export const projectEntries: ProjectEntry[] = entries.map(([path, owner, sizeKb], index) => ({
  id: index + 1,
  path: path.split('/'),
  owner,
  sizeKb,
}));

export const projectColumns: GridColDef<ProjectEntry>[] = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 120 },
];

export const getProjectPath = (row: ProjectEntry) => row.path;
