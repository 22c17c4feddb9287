import dayjs from 'dayjs';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

function TriangleLeft(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16 5v14L5 12z" />
    </SvgIcon>
  );
}

function TriangleRight(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 5v14l11-7z" />
    </SvgIcon>
  );
}

export default function ArrowSwitcherIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        aria-label="Invoice date"
        defaultValue={dayjs('2025-08-08')}
        slots={{ leftArrowIcon: TriangleLeft, rightArrowIcon: TriangleRight }}
        slotProps={{
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
          previousIconButton: { color: 'primary' },
          nextIconButton: { color: 'primary' },
        }}
        sx={{ height: 340 }}
      />
    </LocalizationProvider>
  );
}
