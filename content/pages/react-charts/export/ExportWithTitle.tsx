import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { chartsToolbarClasses } from '@mui/x-charts-pro/Toolbar';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

function addTitle(iframe: HTMLIFrameElement) {
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  // A custom callback replaces the default one, which removes the toolbar.
  doc.querySelector(`.${chartsToolbarClasses.root}`)?.remove();

  const title = doc.createElement('h2');
  title.textContent = 'Online revenue, January to June 2025';
  title.style.font = '600 18px Roboto, Helvetica, Arial, sans-serif';
  title.style.margin = '8px 16px';
  doc.body.prepend(title);
}

export default function ExportWithTitle() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChartPro
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: { onBeforeExport: addTitle },
            imageExportOptions: [{ type: 'image/png', onBeforeExport: addTitle }],
          },
        }}
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd, color: '#00838f' },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
