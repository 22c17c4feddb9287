import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockItems, stockColumns } from './pasteData';

interface PendingPaste {
  cells: number;
  confirm: () => void;
  cancel: () => void;
}

export default function ClipboardPasteEvents() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [status, setStatus] = React.useState('Paste into the grid to see the events.');

  // The paste goes on when the promise resolves, and is dropped when it rejects.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((count, row) => count + row.length, 0);
      setPending({
        cells,
        confirm: () => {
          setPending(null);
          resolve();
        },
        cancel: () => {
          setPending(null);
          setStatus('Paste cancelled.');
          reject(new Error('cancelled'));
        },
      });
    });

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
      <DataGridPremium
        rows={stockItems}
        columns={stockColumns}
        cellSelection
        hideFooter
        onBeforeClipboardPasteStart={confirmPaste}
        onClipboardPasteStart={(params) => setStatus(`Pasting ${params.data.length} row(s)...`)}
        onClipboardPasteEnd={() => setStatus('Paste finished.')}
      />
      <Dialog open={pending !== null} onClose={() => pending?.cancel()}>
        <DialogTitle>Paste {pending?.cells} cells?</DialogTitle>
        <DialogContent>The pasted values replace the current ones.</DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.cancel()}>Cancel</Button>
          <Button onClick={() => pending?.confirm()} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
