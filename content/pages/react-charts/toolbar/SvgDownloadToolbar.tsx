import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSvgRef } from '@mui/x-charts/hooks';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

function DownloadSvgToolbar() {
  const svgRef = useSvgRef();

  const downloadSvg = () => {
    const svg = svgRef.current;
    if (!svg) {
      return;
    }
    const source = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'revenue-by-channel.svg';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Toolbar style={{ justifyContent: 'space-between' }}>
      <Typography variant="subtitle2" sx={{ px: 1 }}>
        Revenue by channel, H1 2025
      </Typography>
      <Tooltip title="Download as SVG">
        <ToolbarButton size="small" aria-label="Download as SVG" onClick={downloadSvg}>
          <SvgIcon fontSize="small">
            <path d="M5 20h14v-2H5zm14-9h-4V3H9v8H5l7 7z" />
          </SvgIcon>
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function SvgDownloadToolbar() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <BarChart
        showToolbar
        slots={{ toolbar: DownloadSvgToolbar }}
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd, stack: 'total' },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd, stack: 'total' },
        ]}
        height={300}
      />
    </Box>
  );
}
