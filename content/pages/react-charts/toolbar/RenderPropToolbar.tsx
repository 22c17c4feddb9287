import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { countries } from '../shared/countries';

function ZoomAndSaveToolbar() {
  return (
    <Toolbar>
      <ChartsToolbarZoomOutTrigger render={<ToolbarButton size="small" aria-label="Zoom out" />}>
        −
      </ChartsToolbarZoomOutTrigger>
      <ChartsToolbarZoomInTrigger render={<ToolbarButton size="small" aria-label="Zoom in" />}>
        +
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'life-expectancy' }}
        render={(props) => <Button {...props} size="small" variant="outlined" sx={{ ml: 1 }} />}
      >
        Save PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function RenderPropToolbar() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <ScatterChartPro
        showToolbar
        slots={{ toolbar: ZoomAndSaveToolbar }}
        xAxis={[{ label: 'GDP per person (thousand USD)', zoom: true }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, width: 56 }]}
        series={[
          {
            label: 'Countries',
            data: countries.map((country) => ({
              id: country.id,
              x: country.gdp,
              y: country.lifeExpectancy,
            })),
          },
        ]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
