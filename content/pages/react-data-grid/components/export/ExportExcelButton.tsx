import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, ExportCsv, ExportExcel, Toolbar } from '@mui/x-data-grid-premium';
import { salesOrders } from '../../shared/salesOrders';
import { salesOrderColumns } from '../../shared/salesOrderColumns';

function SpreadsheetToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      <ExportCsv
        render={<Button size="small" variant="outlined" />}
        options={{ fileName: 'sales-orders' }}
      >
        CSV
      </ExportCsv>
      <ExportExcel
        render={<Button size="small" variant="contained" />}
        options={{ fileName: 'sales-orders', columnsStyles: { unitPrice: { numFmt: '"$"#,##0' } } }}
      >
        Excel
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExportExcelButton() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        slots={{ toolbar: SpreadsheetToolbar }}
        showToolbar
      />
    </Box>
  );
}
