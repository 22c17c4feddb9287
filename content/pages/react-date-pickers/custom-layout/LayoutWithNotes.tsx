import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

function LayoutWithNotesBlock(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      {toolbar}
      <Box
        sx={{ gridColumn: 1, gridRow: 2, width: 180, p: 2, borderRight: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle2">Opening hours</Typography>
        <Typography variant="body2">Mon–Fri 9:00–18:00</Typography>
        <Typography variant="body2">Sat 10:00–14:00</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Closed on Sundays.
        </Typography>
      </Box>
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function LayoutWithNotes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-05')}
        shouldDisableDate={(day) => day.day() === 0}
        slots={{ layout: LayoutWithNotesBlock }}
        sx={{ height: 500 }}
      />
    </LocalizationProvider>
  );
}
