import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from '../shared/employees';
import { contactColumns, contactListColumn } from './contactCell';

export default function ListViewResponsive() {
  const theme = useTheme();
  // A list below the "md" breakpoint (900 px), a table above it.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={contactColumns}
        listView={isSmallScreen}
        listViewColumn={contactListColumn}
        rowHeight={isSmallScreen ? 64 : 52}
      />
    </Box>
  );
}
