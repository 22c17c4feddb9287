import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  ALL_VIEWS,
  playgroundCode,
  type Orientation,
  type Variant,
  type View,
} from './playgroundCode';

const FORMATS = ['', 'MM/DD/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD', 'MMMM D, YYYY', 'MMM YYYY'];
const value = dayjs('2025-06-15');

export default function PickerPlayground() {
  const [variant, setVariant] = React.useState<Variant>('desktop');
  const [views, setViews] = React.useState<View[]>(ALL_VIEWS);
  const [format, setFormat] = React.useState('');
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [minDate, setMinDate] = React.useState<Dayjs | null>(dayjs('2025-01-01'));
  const [maxDate, setMaxDate] = React.useState<Dayjs | null>(dayjs('2025-12-31'));
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');
  const [copyStatus, setCopyStatus] = React.useState('');

  const validDate = (date: Dayjs | null) => (date?.isValid() ? date : undefined);
  const code = playgroundCode({
    variant,
    views,
    format,
    disabled,
    readOnly,
    orientation,
    minDate: validDate(minDate)?.format('YYYY-MM-DD') ?? null,
    maxDate: validDate(maxDate)?.format('YYYY-MM-DD') ?? null,
  });
  const shared = {
    defaultValue: value,
    views,
    disabled,
    readOnly,
    orientation,
    minDate: validDate(minDate),
    maxDate: validDate(maxDate),
  };
  const fieldProps = { label: 'Delivery date', format: format || undefined };

  const toggleView = (view: View, checked: boolean) => {
    const next = ALL_VIEWS.filter((v) => (v === view ? checked : views.includes(v)));
    if (next.length > 0) setViews(next);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyStatus('Code copied to the clipboard.');
    } catch {
      setCopyStatus('Copy failed: select the code and copy it by hand.');
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ height: 1150 }}>
        <Box
          component="form"
          aria-label="Picker options"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Stack spacing={1}>
            <FormLabel id="variant-label">Variant</FormLabel>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={variant}
              aria-labelledby="variant-label"
              onChange={(_, next: Variant | null) => next && setVariant(next)}
            >
              <ToggleButton value="desktop">Desktop</ToggleButton>
              <ToggleButton value="mobile">Mobile</ToggleButton>
              <ToggleButton value="static">Static</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <FormGroup row aria-label="Views">
            {ALL_VIEWS.map((view) => (
              <FormControlLabel
                key={view}
                label={view}
                control={
                  <Checkbox
                    checked={views.includes(view)}
                    onChange={(event) => toggleView(view, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          <TextField
            select
            label="Format"
            value={format}
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
            }}
            onChange={(event) => setFormat(event.target.value)}
            disabled={variant === 'static'}
            helperText={variant === 'static' ? 'Static pickers have no field' : undefined}
          >
            {FORMATS.map((option) => (
              <MenuItem key={option || 'default'} value={option}>
                {option || 'Default (from the views)'}
              </MenuItem>
            ))}
          </TextField>
          <DateField label="Min date" value={minDate} onChange={setMinDate} clearable />
          <DateField label="Max date" value={maxDate} onChange={setMaxDate} clearable />
          <TextField
            select
            label="Orientation"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value as Orientation)}
          >
            <MenuItem value="portrait">portrait</MenuItem>
            <MenuItem value="landscape">landscape</MenuItem>
          </TextField>
          <FormGroup row>
            <FormControlLabel
              label="disabled"
              control={
                <Switch
                  checked={disabled}
                  onChange={(event) => setDisabled(event.target.checked)}
                />
              }
            />
            <FormControlLabel
              label="readOnly"
              control={
                <Switch
                  checked={readOnly}
                  onChange={(event) => setReadOnly(event.target.checked)}
                />
              }
            />
          </FormGroup>
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box sx={{ minHeight: 480 }} aria-label="Preview" role="region">
            {variant === 'desktop' && (
              <DesktopDatePicker key={views.join()} {...shared} {...fieldProps} />
            )}
            {variant === 'mobile' && (
              <MobileDatePicker key={views.join()} {...shared} {...fieldProps} />
            )}
            {variant === 'static' && <StaticDatePicker key={views.join()} {...shared} />}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              Code for these options
            </Typography>
            <Typography variant="body2" role="status" color="text.secondary">
              {copyStatus}
            </Typography>
            <Button variant="outlined" size="small" onClick={copy}>
              Copy code
            </Button>
          </Stack>
          <Box
            component="pre"
            aria-label="Generated code"
            sx={{
              m: 0,
              p: 2,
              overflow: 'auto',
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: 13,
            }}
          >
            <code>{code}</code>
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
