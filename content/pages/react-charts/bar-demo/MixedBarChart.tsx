import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Exports and imports of goods and services per quarter, in billions of euros. Shaped
// like the balance of payments data that central banks publish; the values are illustrative.
const trade = [
  { quarter: 'Q1', exportGoods: 412, exportServices: 148, importGoods: 386, importServices: 131 },
  { quarter: 'Q2', exportGoods: 428, exportServices: 155, importGoods: 401, importServices: 139 },
  { quarter: 'Q3', exportGoods: 405, exportServices: 162, importGoods: 392, importServices: 146 },
  { quarter: 'Q4', exportGoods: 437, exportServices: 159, importGoods: 410, importServices: 142 },
];

const euros = (value: number | null) => (value === null ? '' : `€${value}B`);

export default function MixedBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={trade}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}B`, width: 56 }]}
        // Two stacks side by side in each quarter: exports and imports.
        series={[
          {
            dataKey: 'exportGoods',
            label: 'Exports: goods',
            stack: 'exports',
            color: '#1565c0',
            valueFormatter: euros,
          },
          {
            dataKey: 'exportServices',
            label: 'Exports: services',
            stack: 'exports',
            color: '#64b5f6',
            valueFormatter: euros,
          },
          {
            dataKey: 'importGoods',
            label: 'Imports: goods',
            stack: 'imports',
            color: '#e65100',
            valueFormatter: euros,
          },
          {
            dataKey: 'importServices',
            label: 'Imports: services',
            stack: 'imports',
            color: '#ffb74d',
            valueFormatter: euros,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
