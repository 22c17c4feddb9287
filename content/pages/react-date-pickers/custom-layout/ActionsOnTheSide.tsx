import dayjs from 'dayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

export default function ActionsOnTheSide() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-12-05')}
        slotProps={{
          actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] },
          layout: {
            sx: {
              // Move the action bar from the bottom row to a column on the right.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 4,
                gridRow: '1 / 3',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                alignItems: 'stretch',
                gap: 1,
              },
            },
          },
        }}
        sx={{ height: 440 }}
      />
    </LocalizationProvider>
  );
}
