import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockItems, stockColumns } from './pasteData';

// Accept comma-separated lines as well as the tab-separated text spreadsheets copy.
const splitPastedText = (text: string) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(line.includes('\t') ? '\t' : ','));

export default function ClipboardPasteDelimiter() {
  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label="Copy these comma-separated lines, select a Product cell, and paste"
        defaultValue={'Aero 14 laptop,16,1199\nForge 16 laptop,3,1799'}
        multiline
        rows={2}
        slotProps={{ input: { readOnly: true } }}
      />
      <DataGridPremium
        rows={stockItems}
        columns={stockColumns}
        cellSelection
        hideFooter
        splitClipboardPastedText={splitPastedText}
      />
    </Box>
  );
}
