import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const shortcuts: { label: string; section: FieldSectionType }[] = [
  { label: 'Day', section: 'day' },
  { label: 'Month', section: 'month' },
  { label: 'Hours', section: 'hours' },
];

export default function ControlledSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const [selectedLabel, setSelectedLabel] = React.useState('none');
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  const handleSelectedSectionsChange = (newSelectedSections: FieldSelectedSections) => {
    setSelectedSections(newSelectedSections);
    // The field reports a section index: look up the section's type to show it.
    if (typeof newSelectedSections === 'number') {
      const section = fieldRef.current?.getSections()[newSelectedSections];
      setSelectedLabel(section ? `${section.type} (index ${newSelectedSections})` : 'none');
    } else {
      setSelectedLabel(newSelectedSections ?? 'none');
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 150 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shortcuts.map(({ label, section }) => (
            <Button
              key={section}
              variant="outlined"
              size="small"
              onClick={() => fieldRef.current?.focusField(section)}
            >
              Edit the {label.toLowerCase()}
            </Button>
          ))}
          <Button size="small" onClick={() => handleSelectedSectionsChange('all')}>
            Select all
          </Button>
        </Stack>
        <DateTimeField
          label="Delivery window opens"
          defaultValue={dayjs('2025-04-17T08:00')}
          unstableFieldRef={fieldRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={handleSelectedSectionsChange}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" color="text.secondary">
          Selected: {selectedLabel}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
