import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

type Limit = 'nice' | 'strict' | 'padded';

/** Adds a tenth of the data's span below and above it. */
function padDomain(min: number, max: number) {
  const padding = (max - min) / 10;
  return { min: min - padding, max: max + padding };
}

export default function DomainLimit() {
  const [limit, setLimit] = React.useState<Limit>('nice');

  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <TextField
        select
        size="small"
        label="y-axis domainLimit"
        value={limit}
        onChange={(event) => setLimit(event.target.value as Limit)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="nice">'nice' (default)</MenuItem>
        <MenuItem value="strict">'strict'</MenuItem>
        <MenuItem value="padded">function: 10% padding</MenuItem>
      </TextField>
      <LineChart
        dataset={temperatureAnomaly}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ domainLimit: limit === 'padded' ? padDomain : limit }]}
        series={[{ dataKey: 'anomaly', label: 'Temperature anomaly (°C)', showMark: false }]}
        grid={{ horizontal: true }}
        hideLegend
        height={280}
      />
    </Box>
  );
}
