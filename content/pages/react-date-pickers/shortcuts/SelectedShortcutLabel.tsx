import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'in-3-days', label: 'In 3 days', getValue: () => today.add(3, 'day') },
  { id: 'in-1-week', label: 'In 1 week', getValue: () => today.add(1, 'week') },
  { id: 'in-1-month', label: 'In 1 month', getValue: () => today.add(1, 'month') },
];

export default function SelectedShortcutLabel() {
  const [value, setValue] = React.useState<Dayjs | null>(today.add(3, 'day'));
  const [source, setSource] = React.useState('the initial value');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 490 }}>
        <Typography variant="body2" role="status">
          Reminder on {value?.format('MMM D, YYYY') ?? 'no date'}, set by {source}.
        </Typography>
        <StaticDatePicker
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setSource(
              context.shortcut ? `the "${context.shortcut.label}" shortcut` : 'the calendar',
            );
          }}
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
