import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockItems, stockColumns, sampleClipboardText } from './pasteData';

export default function ClipboardPaste() {
  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label="Copy this text, then select the Product cell of a row and paste"
        defaultValue={sampleClipboardText}
        multiline
        rows={2}
        slotProps={{ input: { readOnly: true } }}
      />
      <DataGridPremium rows={stockItems} columns={stockColumns} cellSelection hideFooter />
    </Box>
  );
}
