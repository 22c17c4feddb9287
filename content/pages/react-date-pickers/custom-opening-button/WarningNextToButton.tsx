import * as React from 'react';
import dayjs from 'dayjs';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const ErrorContext = React.createContext<DateValidationError>(null);

// The default button, with a warning sign before it while the value is invalid.
function ButtonWithWarning(props: IconButtonProps) {
  const error = React.useContext(ErrorContext);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {error && (
        <Tooltip title="This date is outside the booking season">
          <span
            role="img"
            aria-label="Invalid date"
            style={{ color: '#d32f2f', fontWeight: 700, marginRight: 4 }}
          >
            ⚠
          </span>
        </Tooltip>
      )}
      <IconButton {...props} />
    </Stack>
  );
}

export default function WarningNextToButton() {
  const [error, setError] = React.useState<DateValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ErrorContext.Provider value={error}>
        <DatePicker
          label="Boat trip"
          defaultValue={dayjs('2025-10-12')}
          minDate={dayjs('2025-05-01')}
          maxDate={dayjs('2025-09-30')}
          onError={setError}
          slots={{ openPickerButton: ButtonWithWarning }}
          sx={{ width: 280, height: 80 }}
        />
      </ErrorContext.Provider>
    </LocalizationProvider>
  );
}
