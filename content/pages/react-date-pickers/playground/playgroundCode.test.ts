import { describe, expect, it } from 'vitest';
import { ALL_VIEWS, playgroundCode, type PlaygroundOptions } from './playgroundCode';

const base: PlaygroundOptions = {
  variant: 'desktop',
  views: ALL_VIEWS,
  format: '',
  disabled: false,
  readOnly: false,
  minDate: null,
  maxDate: null,
  orientation: 'portrait',
};

describe('picker playground code', () => {
  it('writes only the props that differ from the defaults', () => {
    const code = playgroundCode(base);
    expect(code).toContain(
      "import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';",
    );
    expect(code).not.toMatch(/views=|format=|minDate=|disabled|readOnly|orientation=/);
  });

  it('writes every chosen option', () => {
    const code = playgroundCode({
      ...base,
      variant: 'mobile',
      views: ['year', 'month'],
      format: 'MMM YYYY',
      minDate: '2025-01-01',
      maxDate: '2025-12-31',
      orientation: 'landscape',
      disabled: true,
      readOnly: true,
    });
    for (const line of [
      '<MobileDatePicker',
      "views={['year', 'month']}",
      'format="MMM YYYY"',
      "minDate={dayjs('2025-01-01')}",
      "maxDate={dayjs('2025-12-31')}",
      'orientation="landscape"',
      '        disabled',
      '        readOnly',
    ]) {
      expect(code).toContain(line);
    }
  });

  it('leaves out the field props of a static picker', () => {
    const code = playgroundCode({ ...base, variant: 'static', format: 'YYYY-MM-DD' });
    expect(code).toContain('<StaticDatePicker');
    expect(code).not.toContain('label=');
    expect(code).not.toContain('format=');
  });
});
