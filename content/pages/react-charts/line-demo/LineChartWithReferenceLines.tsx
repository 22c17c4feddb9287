import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Daily mean concentration of fine particles (PM2.5, µg/m³) at one station over a month.
// Shaped like the air quality measurements that environment agencies publish; illustrative.
const days = Array.from({ length: 30 }, (_, index) => index + 1);
const pm25 = [
  12, 14, 18, 22, 19, 15, 11, 9, 13, 17, 24, 31, 28, 21, 16, 12, 10, 11, 15, 19, 23, 27, 22, 17, 14,
  12, 9, 8, 11, 13,
];

export default function LineChartWithReferenceLines() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[
          {
            data: days,
            min: 1,
            max: 30,
            tickInterval: [1, 5, 10, 15, 20, 25, 30],
            valueFormatter: (day: number) => `Nov ${day}`,
          },
        ]}
        yAxis={[{ min: 0, max: 35, width: 36 }]}
        series={[{ data: pm25, label: 'PM2.5 (µg/m³)', showMark: false, curve: 'linear' }]}
        // Room on the right for the last tick label ("Nov 30"), centred on the end of the axis.
        margin={{ right: 32 }}
        hideLegend
        height={300}
      >
        <ChartsReferenceLine
          y={15}
          label="Daily guideline: 15 µg/m³"
          labelAlign="end"
          lineStyle={{ stroke: '#c62828', strokeDasharray: '4 4' }}
          labelStyle={{ fill: '#c62828', fontSize: 12 }}
        />
        <ChartsReferenceLine
          x={12}
          label="Peak"
          lineStyle={{ stroke: '#757575' }}
          labelStyle={{ fontSize: 12 }}
        />
      </LineChart>
    </Box>
  );
}
