import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DataGrid,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { groupColumns } from './columns';

/** Each group keeps its first column when collapsed. */
const groups = [
  { groupId: 'name', headerName: 'Name', fields: ['firstName', 'lastName'] },
  { groupId: 'contact', headerName: 'Contact', fields: ['email', 'country'] },
  {
    groupId: 'employment',
    headerName: 'Employment',
    fields: ['department', 'startDate', 'salary'],
  },
];

export default function CollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<string[]>(['employment']);

  const toggle = React.useCallback((groupId: string) => {
    setCollapsed((prev) =>
      prev.includes(groupId) ? prev.filter((id) => id !== groupId) : [...prev, groupId],
    );
  }, []);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      groups.map((group) => ({
        groupId: group.groupId,
        headerName: group.headerName,
        children: group.fields.map((field) => ({ field })),
        renderHeaderGroup: (params: GridColumnGroupHeaderParams) => {
          const isCollapsed = collapsed.includes(group.groupId);
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <IconButton
                size="small"
                aria-expanded={!isCollapsed}
                aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${params.headerName}`}
                onClick={() => toggle(group.groupId)}
              >
                {isCollapsed ? '▸' : '▾'}
              </IconButton>
              {params.headerName}
            </Box>
          );
        },
      })),
    [collapsed, toggle],
  );

  // A collapsed group hides all its columns except the first.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(
    () =>
      Object.fromEntries(
        groups.flatMap((group) =>
          group.fields.slice(1).map((field) => [field, !collapsed.includes(group.groupId)]),
        ),
      ),
    [collapsed],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={groupColumns.filter((column) => column.field !== 'id')}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
      />
    </Box>
  );
}
