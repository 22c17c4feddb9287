import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', flex: 1, minWidth: 90, editable: true },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // One click opens the cell and closes (saves) every other open cell.
  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    setCellModesModel((prev) => {
      const closed: GridCellModesModel = {};
      for (const [id, fields] of Object.entries(prev)) {
        closed[id] = Object.fromEntries(
          Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]),
        );
      }
      return {
        ...closed,
        [params.id]: { ...closed[params.id], [params.field]: { mode: GridCellModes.Edit } },
      };
    });
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
