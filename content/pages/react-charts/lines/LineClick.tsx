import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

const names: Record<string, string> = { search: 'Search', social: 'Social' };

export default function LineClick() {
  const [message, setMessage] = React.useState(
    'Click a mark, a line, an area or anywhere in the chart.',
  );

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        {message}
      </Typography>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 56 }]}
        series={[
          { id: 'search', data: visitsBySource.search, label: names.search },
          { id: 'social', data: visitsBySource.social, label: names.social, area: true },
        ]}
        onMarkClick={(_event, item) =>
          setMessage(`Mark: ${names[item.seriesId]} in week ${(item.dataIndex ?? 0) + 1}.`)
        }
        onLineClick={(_event, item) => setMessage(`Line: ${names[item.seriesId]}.`)}
        onAreaClick={(_event, item) => setMessage(`Area: ${names[item.seriesId]}.`)}
        onAxisClick={(_event, data) =>
          data &&
          setMessage(`Axis: week ${data.axisValue}, search ${data.seriesValues.search} visits.`)
        }
        height={300}
      />
    </Stack>
  );
}
