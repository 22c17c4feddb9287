import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Offer "Order year" and "Order month" in the pivot panel for the order date.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.field !== 'orderDate') return undefined;
  return [
    {
      field: 'orderYear',
      headerName: 'Order year',
      valueGetter: (_value, row) => String(row.orderDate.getFullYear()),
    },
    {
      field: 'orderMonth',
      headerName: 'Order month',
      // Zero-padded, so that sorting the column keeps the calendar order.
      valueGetter: (_value, row) => {
        const month = row.orderDate.getMonth();
        return `${String(month + 1).padStart(2, '0')} ${monthNames[month]}`;
      },
    },
  ];
};

// Row groups appear in the order of their first row: order the data by month.
const rows = [...salesOrders].sort((a, b) => a.orderDate.getMonth() - b.orderDate.getMonth());

export default function PivotDerivedColumns() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={salesOrderColumns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'orderMonth' }],
              columns: [{ field: 'orderYear' }],
              values: [{ field: 'total', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
