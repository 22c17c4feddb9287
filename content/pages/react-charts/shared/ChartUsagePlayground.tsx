import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** One prop that the reader can change, and the form control that changes it. */
export type PlaygroundControl =
  | {
      name: string;
      label: string;
      type: 'slider';
      min: number;
      max: number;
      step: number;
      defaultValue: number;
    }
  | {
      name: string;
      label: string;
      type: 'select';
      options: readonly string[];
      defaultValue: string;
    }
  | { name: string; label: string; type: 'switch'; defaultValue: boolean };

export type PlaygroundValues = Record<string, number | string | boolean>;

type ChartUsagePlaygroundProps = {
  /** The props the form changes, in the order of the form. */
  controls: readonly PlaygroundControl[];
  /** Renders the chart with the current values. */
  renderChart: (values: PlaygroundValues) => React.ReactNode;
  /** Returns the code that renders the same chart, shown under it. */
  renderCode: (values: PlaygroundValues) => string;
  /** Height of the chart area in pixels. */
  chartHeight: number;
};

/** Formats a value as it appears in JSX or in an object literal. */
export function formatValue(value: number | string | boolean): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function initialValues(controls: readonly PlaygroundControl[]): PlaygroundValues {
  return Object.fromEntries(controls.map((control) => [control.name, control.defaultValue]));
}

function ControlField(props: {
  control: PlaygroundControl;
  value: number | string | boolean;
  onChange: (value: number | string | boolean) => void;
}) {
  const { control, value, onChange } = props;
  const labelId = React.useId();

  if (control.type === 'switch') {
    return (
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={control.label}
      />
    );
  }
  if (control.type === 'select') {
    return (
      <TextField
        select
        size="small"
        label={control.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {control.options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Box>
      <Typography id={labelId} variant="body2" gutterBottom>
        {control.label}: {String(value)}
      </Typography>
      <Slider
        size="small"
        aria-labelledby={labelId}
        min={control.min}
        max={control.max}
        step={control.step}
        value={typeof value === 'number' ? value : control.defaultValue}
        onChange={(_event, newValue) => onChange(newValue)}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}

/**
 * A chart beside a form of its props, with the code of the current choice.
 * Each chart page passes its own controls, chart and code template.
 */
export function ChartUsagePlayground(props: ChartUsagePlaygroundProps) {
  const { controls, renderChart, renderCode, chartHeight } = props;
  const [values, setValues] = React.useState<PlaygroundValues>(() => initialValues(controls));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flexGrow: 1, minWidth: 0, height: chartHeight }}>{renderChart(values)}</Box>
        <Stack
          component="form"
          aria-label="Chart props"
          spacing={2}
          sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
        >
          {controls.map((control) => (
            <ControlField
              key={control.name}
              control={control}
              value={values[control.name] ?? control.defaultValue}
              onChange={(value) =>
                setValues((previous) => ({ ...previous, [control.name]: value }))
              }
            />
          ))}
        </Stack>
      </Stack>
      <Box
        component="pre"
        aria-label="Code for the current props"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        <code>{renderCode(values)}</code>
      </Box>
    </Stack>
  );
}
