import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import { Toolbar } from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { storageUsage } from '../shared/storage';

function ExportButtons() {
  return (
    <Toolbar>
      <ChartsToolbarPrintExportTrigger render={<Button size="small" />}>
        Print
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'storage-usage' }}
        render={<Button size="small" variant="contained" />}
      >
        Save as PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <PieChartPro
        showToolbar
        slots={{ toolbar: ExportButtons }}
        series={[{ data: storageUsage, innerRadius: 60, paddingAngle: 2, cornerRadius: 4 }]}
        height={260}
      />
    </Box>
  );
}
