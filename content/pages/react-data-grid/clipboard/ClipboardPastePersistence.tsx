import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockItems, stockColumns, type StockItem } from './pasteData';

// Pretend to save a row on a server, which refuses negative stock.
function saveItem(item: StockItem): Promise<StockItem> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (item.stock < 0) reject(new Error(`Stock of ${item.sku} cannot be negative.`));
      else resolve(item);
    }, 300);
  });
}

export default function ClipboardPastePersistence() {
  const [log, setLog] = React.useState<string[]>([]);
  const [error, setError] = React.useState<string | null>(null);

  // Called once per pasted row; the grid shows the loading state until all resolve.
  const processRowUpdate = async (updated: StockItem) => {
    const saved = await saveItem(updated);
    setLog((previous) =>
      [`Saved ${saved.sku}: ${saved.stock} in stock at $${saved.price}`, ...previous].slice(0, 3),
    );
    return saved;
  };

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 330 }}>
        <DataGridPremium
          rows={stockItems}
          columns={stockColumns}
          cellSelection
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
        />
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box component="ul" aria-label="Saved rows" sx={{ m: 0, pl: 3, fontSize: 14 }}>
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
