import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { scrollRows, scrollColumns } from './scrollData';

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(75);
  const [colIndex, setColIndex] = React.useState(8);

  const goToCell = () => {
    // Scrolls only as far as needed to show the cell, then moves the focus to it.
    apiRef.current?.scrollToIndexes({ rowIndex, colIndex });
    const rowId = apiRef.current?.getRowIdFromRowIndex(rowIndex);
    const field = scrollColumns[colIndex]?.field;
    if (rowId != null && field) apiRef.current?.setCellFocus(rowId, field);
  };

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          label="Row index"
          type="number"
          size="small"
          value={rowIndex}
          onChange={(event) =>
            setRowIndex(Math.max(0, Math.min(scrollRows.length - 1, Number(event.target.value))))
          }
          sx={{ width: 110 }}
        />
        <TextField
          label="Column index"
          type="number"
          size="small"
          value={colIndex}
          onChange={(event) =>
            setColIndex(Math.max(0, Math.min(scrollColumns.length - 1, Number(event.target.value))))
          }
          sx={{ width: 120 }}
        />
        <Button variant="outlined" size="small" onClick={goToCell}>
          Go to cell
        </Button>
        <Button size="small" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to top
        </Button>
      </Stack>
      <DataGrid apiRef={apiRef} rows={scrollRows} columns={scrollColumns} hideFooter />
    </Box>
  );
}
