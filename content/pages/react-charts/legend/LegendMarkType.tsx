import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { salesByMonth } from '../shared/sales';

type MarkType = 'square' | 'circle' | 'line';

export default function LegendMarkType() {
  const [markType, setMarkType] = React.useState<MarkType>('circle');

  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <TextField
        select
        size="small"
        label="labelMarkType"
        value={markType}
        onChange={(event) => setMarkType(event.target.value as MarkType)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="square">square</MenuItem>
        <MenuItem value="circle">circle</MenuItem>
        <MenuItem value="line">line</MenuItem>
      </TextField>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ dataKey: 'month' }]}
        yAxis={[{ width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', labelMarkType: markType },
          { dataKey: 'retail', label: 'Retail', labelMarkType: markType },
          { dataKey: 'wholesale', label: 'Wholesale', labelMarkType: markType },
        ]}
        height={250}
      />
    </Box>
  );
}
