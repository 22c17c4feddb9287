import Box from '@mui/material/Box';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

// Average ticket price at a cinema per year, in euros; illustrative values.
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const price = [8.9, 9.1, 9.4, 9.2, 9.6, 10.3, 10.9, 11.4];

// A ring instead of the default dot, larger while highlighted, with the value above it.
function RingMark({ x, y, color, dataIndex, isHighlighted }: MarkElementProps) {
  const cx = Number(x);
  const cy = Number(y);
  return (
    <g>
      <circle
        cx={cx}
        cy={cy}
        r={isHighlighted ? 7 : 5}
        fill="#fff"
        stroke={color}
        strokeWidth={2}
      />
      <text x={cx} y={cy - 12} textAnchor="middle" fontSize={11} fill={color}>
        {price[dataIndex]?.toFixed(2)}
      </text>
    </g>
  );
}

export default function CustomLineMarks() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ min: 8, max: 12, width: 40, valueFormatter: (value: number) => `${value} €` }]}
        series={[
          { data: price, label: 'Ticket price', valueFormatter: (v) => `${v?.toFixed(2)} €` },
        ]}
        slots={{ mark: RingMark }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
