import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Units sold last month in a garden center, sorted by department.
const products = [
  { name: 'Lavender', department: 'Plants', sold: 312 },
  { name: 'Rosemary', department: 'Plants', sold: 268 },
  { name: 'Olive tree', department: 'Plants', sold: 74 },
  { name: 'Spade', department: 'Tools', sold: 131 },
  { name: 'Pruning shears', department: 'Tools', sold: 188 },
  { name: 'Potting soil', department: 'Supplies', sold: 455 },
  { name: 'Clay pot', department: 'Supplies', sold: 297 },
];

export default function GroupedYAxis() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <BarChart
        layout="horizontal"
        dataset={products}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'name',
            width: 180,
            groups: [
              { getValue: (name: string) => name },
              {
                getValue: (_name: string, dataIndex: number) =>
                  products[dataIndex]?.department ?? '',
                // Long enough to place the department names beyond the product names.
                tickSize: 110,
                tickLabelStyle: { fontWeight: 'bold' },
              },
            ],
          },
        ]}
        series={[{ dataKey: 'sold', label: 'Units sold' }]}
        hideLegend
        height={360}
      />
    </Box>
  );
}
