import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  notes: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Refund request',
    notes: 'Customer returned the speaker.\nRefund approved on 12 March.',
  },
  { id: 2, subject: 'Late delivery', notes: 'Parcel stuck in Rotterdam.' },
  {
    id: 3,
    subject: 'Broken cable',
    notes: 'Replacement sent.\nAsk for photos next time.\nClose when received.',
  },
];

// Enter saves, Shift+Enter adds a line: the grid only sees the keys we let through.
function NotesEditor({ id, field, value, colDef }: GridRenderEditCellParams<Ticket, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  return (
    <div
      ref={setAnchor}
      style={{ alignSelf: 'flex-start', width: colDef.computedWidth, height: 1 }}
    >
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" style={{ zIndex: 1300 }}>
          <Paper elevation={3} sx={{ width: colDef.computedWidth, p: 1 }}>
            <InputBase
              multiline
              autoFocus
              fullWidth
              minRows={3}
              value={value ?? ''}
              inputProps={{ 'aria-label': 'Notes' }}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value })
              }
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                if (event.shiftKey)
                  event.stopPropagation(); // new line, kept from the grid
                else event.preventDefault(); // no new line; the grid commits
              }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 160 },
  {
    field: 'notes',
    headerName: 'Notes (editable)',
    flex: 1,
    minWidth: 280,
    editable: true,
    renderEditCell: (params) => <NotesEditor {...params} />,
    renderCell: ({ value }) => (
      <Box sx={{ whiteSpace: 'pre-line', py: 1, lineHeight: 1.5 }}>{value}</Box>
    ),
  },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} hideFooter />
    </Box>
  );
}
