/**
 * Tests of the date adapter to package mapping.
 */
import { describe, expect, it } from 'vitest';
import { adapterPackage, DATE_LIBRARIES } from './date-adapters';

describe('adapterPackage', () => {
  it.each([
    ['dayjs', 'dayjs', 'AdapterDayjs'],
    ['AdapterDayjs', 'dayjs', 'AdapterDayjs'],
    ['date-fns', 'date-fns', 'AdapterDateFns'],
    ['AdapterDateFns', 'date-fns', 'AdapterDateFns'],
    ['luxon', 'luxon', 'AdapterLuxon'],
    ['AdapterLuxon', 'luxon', 'AdapterLuxon'],
    ['moment', 'moment', 'AdapterMoment'],
    ['AdapterMoment', 'moment', 'AdapterMoment'],
  ])('%s -> %s / %s', (name, pkg, adapter) => {
    expect(adapterPackage(name)).toEqual({ package: pkg, adapterImport: `@mui/x-date-pickers/${adapter}`, adapter });
  });

  it.each(['AdapterDateFnsV3', 'AdapterDateFnsJalali', 'Dayjs', 'adapterdayjs', 'toString', '', 'moment-hijri'])('unknown %j throws naming the adapter', (name) => {
    expect(() => adapterPackage(name)).toThrow(`Cannot determine the package of the date adapter "${name}".`);
  });

  it('lists four libraries', () => {
    expect(DATE_LIBRARIES).toEqual(['dayjs', 'date-fns', 'luxon', 'moment']);
  });
});
