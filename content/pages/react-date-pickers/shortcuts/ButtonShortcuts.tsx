import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'First of next month', getValue: () => today.add(1, 'month').startOf('month') },
];

function ButtonList(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValidValue = useIsValidValue<Dayjs | null>();

  return (
    <Stack spacing={1} className={className} sx={{ p: 2, width: 220 }}>
      {items.map((item) => {
        const newValue = item.getValue({ isValid: isValidValue });
        return (
          <Button
            key={item.label}
            variant="outlined"
            disabled={!isValidValue(newValue)}
            onClick={() => setValue(newValue, { changeImportance, shortcut: item })}
            sx={{ justifyContent: 'space-between', textTransform: 'none' }}
          >
            <span>{item.label}</span>
            <span>{newValue?.format('MMM D')}</span>
          </Button>
        );
      })}
    </Stack>
  );
}

export default function ButtonShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        maxDate={dayjs('2025-03-31')}
        slots={{ shortcuts: ButtonList }}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        sx={{ height: 460 }}
      />
    </LocalizationProvider>
  );
}
