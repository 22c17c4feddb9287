import Box from '@mui/material/Box';
import { DataGridPremium, type GridExcelExportOptions } from '@mui/x-data-grid-premium';
import { invoices } from './exportData';
import { excelInvoiceColumns } from './excelColumns';

const excelOptions: GridExcelExportOptions = {
  fileName: 'invoices-report',
  // exceljs styles per column: a currency format and a date format.
  columnsStyles: {
    amount: { numFmt: '"$"#,##0.00' },
    issued: { numFmt: 'yyyy-mm-dd' },
  },
  // Before the rows: a title line above the header row.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Invoices 2025']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // After the rows: a total computed by the spreadsheet.
  exceljsPostProcess: async ({ worksheet }) => {
    const lastRow = worksheet.rowCount;
    const total = worksheet.addRow(['', 'Total', '', { formula: `SUM(D4:D${lastRow})` }]);
    total.font = { bold: true };
  },
};

export default function ExportExcelCustomized() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={excelInvoiceColumns}
        showToolbar
        slotProps={{ toolbar: { excelOptions, csvOptions: { disableToolbarButton: true } } }}
      />
    </Box>
  );
}
