export type Variant = 'desktop' | 'mobile' | 'static';
export type View = 'year' | 'month' | 'day';
export type Orientation = 'portrait' | 'landscape';

export interface PlaygroundOptions {
  variant: Variant;
  views: View[];
  format: string;
  disabled: boolean;
  readOnly: boolean;
  minDate: string | null;
  maxDate: string | null;
  orientation: Orientation;
}

export const ALL_VIEWS: View[] = ['year', 'month', 'day'];

export const COMPONENT_NAMES: Record<Variant, string> = {
  desktop: 'DesktopDatePicker',
  mobile: 'MobileDatePicker',
  static: 'StaticDatePicker',
};

/** The code a reader can paste for the current options; only props that differ from the defaults. */
export function playgroundCode(options: PlaygroundOptions): string {
  const name = COMPONENT_NAMES[options.variant];
  const props: string[] = [];
  if (options.variant !== 'static') props.push('label="Delivery date"');
  props.push("defaultValue={dayjs('2025-06-15')}");
  if (options.views.length !== ALL_VIEWS.length && options.views.length > 0) {
    props.push(`views={[${options.views.map((view) => `'${view}'`).join(', ')}]}`);
  }
  if (options.format && options.variant !== 'static') props.push(`format="${options.format}"`);
  if (options.minDate) props.push(`minDate={dayjs('${options.minDate}')}`);
  if (options.maxDate) props.push(`maxDate={dayjs('${options.maxDate}')}`);
  if (options.orientation !== 'portrait') props.push(`orientation="${options.orientation}"`);
  if (options.disabled) props.push('disabled');
  if (options.readOnly) props.push('readOnly');

  return [
    "import dayjs from 'dayjs';",
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    `import { ${name} } from '@mui/x-date-pickers/${name}';`,
    '',
    'export default function MyDatePicker() {',
    '  return (',
    '    <LocalizationProvider dateAdapter={AdapterDayjs}>',
    `      <${name}`,
    ...props.map((prop) => `        ${prop}`),
    '      />',
    '    </LocalizationProvider>',
    '  );',
    '}',
  ].join('\n');
}
