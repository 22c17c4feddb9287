import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

// Monthly active users of three mobile apps, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const apps = [
  { id: 'notes', label: 'Notes', data: [120, 134, 151, 163, 170, 188, 204, 219] },
  { id: 'budget', label: 'Budget', data: [95, 101, 99, 112, 126, 131, 129, 142] },
  { id: 'recipes', label: 'Recipes', data: [60, 72, 81, 79, 90, 104, 118, 131] },
];

function EndLabels() {
  const theme = useTheme();
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastCategory = xAxis.data?.[xAxis.data.length - 1];

  return (
    <g fontFamily={theme.typography.fontFamily}>
      {series.map((line) => {
        const lastValue = line.data[line.data.length - 1];
        const x = xScale(lastCategory);
        if (lastValue == null || x === undefined) {
          return null;
        }
        const name = typeof line.label === 'function' ? line.label('legend') : line.label;
        return (
          <text
            key={line.id}
            x={x + 10}
            y={yScale(lastValue)}
            dominantBaseline="central"
            fontSize={13}
            fill={line.color}
          >
            {`${name} ${lastValue}k`}
          </text>
        );
      })}
    </g>
  );
}

export default function SeriesEndLabels() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={apps.map((app) => ({ ...app, showMark: false }))}
        hideLegend
        margin={{ right: 110 }}
        height={320}
      >
        <EndLabels />
      </LineChart>
    </Box>
  );
}
