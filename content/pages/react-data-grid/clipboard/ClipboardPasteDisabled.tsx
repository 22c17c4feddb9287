import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockItems, stockColumns } from './pasteData';

export default function ClipboardPasteDisabled() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* Copy still works; paste does nothing. Cells stay editable one by one. */}
      <DataGridPremium
        rows={stockItems}
        columns={stockColumns}
        cellSelection
        disableClipboardPaste
        hideFooter
      />
    </Box>
  );
}
