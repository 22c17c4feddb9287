import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

function CompactActionBar({ className }: PickersActionBarProps) {
  // The merged texts of the closest LocalizationProvider: Spanish here.
  const translations = usePickerTranslations();
  const { clearValue, setValueToToday } = usePickerActionsContext();

  return (
    <Stack
      direction="row"
      spacing={1}
      className={className}
      sx={{ justifyContent: 'flex-end', p: 1 }}
    >
      <Button size="small" onClick={clearValue}>
        {translations.clearButtonLabel}
      </Button>
      <Button size="small" variant="contained" onClick={setValueToToday}>
        {translations.todayButtonLabel}
      </Button>
    </Stack>
  );
}

export default function TranslatedCustomActionBar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={esES.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <StaticDatePicker
        defaultValue={dayjs('2025-05-02')}
        slots={{ actionBar: CompactActionBar }}
        sx={{ height: 500 }}
      />
    </LocalizationProvider>
  );
}
