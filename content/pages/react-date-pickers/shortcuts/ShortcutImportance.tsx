import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-03-12');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next Friday', getValue: () => today.day(5) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
];

export default function ShortcutImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 130 }}>
        <RadioGroup
          row
          aria-label="Change importance of the shortcuts"
          value={importance}
          onChange={(event) => setImportance(event.target.value as PickerChangeImportance)}
        >
          <FormControlLabel value="accept" control={<Radio />} label="accept: commit and close" />
          <FormControlLabel value="set" control={<Radio />} label="set: stay open" />
        </RadioGroup>
        <DatePicker
          label="Follow-up call"
          defaultValue={today}
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: importance },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
