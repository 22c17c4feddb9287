import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import {
  absenceTypes,
  createTimeOffRows,
  daysInMonth,
  isWeekend,
  type AbsenceType,
  type TimeOffRow,
} from '../../shared/timeOff';

const YEAR = 2025;
const colors: Record<AbsenceType, string> = {
  Vacation: '#1e88e5',
  'Sick leave': '#e53935',
  Training: '#8e24aa',
  'Public holiday': '#757575',
};
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const weekdayName = new Intl.DateTimeFormat('en-US', { weekday: 'narrow' });
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** One bar per absence: runs of the same type join into one shape. */
function AbsenceCell({ row, day }: { row: TimeOffRow; day: number }) {
  const type = row.days[day - 1];
  if (!type) return null;
  const joinsBefore = row.days[day - 2] === type;
  const joinsAfter = row.days[day] === type;
  return (
    <Box
      role="img"
      aria-label={`${row.name}: ${type}`}
      title={type}
      sx={{
        height: 22,
        width: '100%',
        bgcolor: colors[type],
        color: '#fff',
        fontSize: 11,
        fontWeight: 600,
        display: 'grid',
        placeItems: 'center',
        borderTopLeftRadius: joinsBefore ? 0 : 6,
        borderBottomLeftRadius: joinsBefore ? 0 : 6,
        borderTopRightRadius: joinsAfter ? 0 : 6,
        borderBottomRightRadius: joinsAfter ? 0 : 6,
      }}
    >
      {joinsBefore ? '' : type[0]}
    </Box>
  );
}

function buildColumns(month: number): GridColDef<TimeOffRow>[] {
  const days: GridColDef<TimeOffRow>[] = Array.from(
    { length: daysInMonth(YEAR, month) },
    (_, i) => {
      const day = i + 1;
      const date = new Date(YEAR, month, day);
      const weekend = isWeekend(YEAR, month, day) ? 'weekend' : '';
      return {
        field: `day${day}`,
        headerName: longDate.format(date),
        description: longDate.format(date),
        valueGetter: (_value, row) => row.days[i],
        renderHeader: () => (
          <Stack sx={{ alignItems: 'center', lineHeight: 1.2 }}>
            <span aria-hidden>{weekdayName.format(date)}</span>
            <strong aria-hidden>{day}</strong>
            {/* Screen readers hear the full date instead of "T 1". */}
            <span style={visuallyHidden}>{longDate.format(date)}</span>
          </Stack>
        ),
        renderCell: (params: GridRenderCellParams<TimeOffRow>) => (
          <AbsenceCell row={params.row} day={day} />
        ),
        flex: 1,
        minWidth: 20,
        display: 'flex',
        headerAlign: 'center',
        headerClassName: weekend,
        cellClassName: `day ${weekend}`,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        resizable: false,
      };
    },
  );
  return [
    { field: 'name', headerName: 'Employee', width: 130 },
    ...days,
    {
      field: 'total',
      headerName: 'Days off',
      type: 'number',
      width: 70,
      // Public holidays are not taken from anyone's allowance.
      valueGetter: (_value, row) => row.days.filter((t) => t && t !== 'Public holiday').length,
    },
  ];
}

export default function TimeOffCalendar() {
  const [month, setMonth] = React.useState(3);
  const rows = React.useMemo(() => createTimeOffRows(YEAR, month), [month]);
  const columns = React.useMemo(() => buildColumns(month), [month]);

  return (
    <Box sx={{ height: 560, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <IconButton
          aria-label="Previous month"
          disabled={month === 0}
          onClick={() => setMonth(month - 1)}
        >
          ‹
        </IconButton>
        <Typography variant="h6" component="h3" sx={{ minWidth: 150, textAlign: 'center' }}>
          {monthName.format(new Date(YEAR, month, 1))}
        </Typography>
        <IconButton
          aria-label="Next month"
          disabled={month === 11}
          onClick={() => setMonth(month + 1)}
        >
          ›
        </IconButton>
        <Stack
          direction="row"
          component="ul"
          sx={{ gap: 2, m: 0, ml: 'auto', p: 0, listStyle: 'none' }}
        >
          {absenceTypes.map((type) => (
            <Stack
              key={type}
              component="li"
              direction="row"
              sx={{ alignItems: 'center', gap: 0.5 }}
            >
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: 1, bgcolor: colors[type] }}
              />
              <Typography variant="body2">{type}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={52}
        rowHeight={36}
        hideFooter
        disableRowSelectionOnClick
        disableColumnSelector
        sx={{
          flex: 1,
          minHeight: 0,
          '& .MuiDataGrid-cell.day': { px: 0, borderLeft: '1px solid', borderLeftColor: 'divider' },
          '& .MuiDataGrid-columnHeader': { px: 0.5, fontSize: 12 },
          '& .weekend': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
