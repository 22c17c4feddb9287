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
    ['AdapterDateFnsJalali', 'date-fns-jalali', 'AdapterDateFnsJalali'],
    ['AdapterMomentJalaali', 'moment-jalaali', 'AdapterMomentJalaali'],
    ['moment-hijri', 'moment-hijri', 'AdapterMomentHijri'],
  ])('%s -> %s / %s', (name, pkg, adapter) => {
    expect(adapterPackage(name)).toEqual({ package: pkg, adapterImport: `@mui/x-date-pickers/${adapter}`, adapter });
  });

  it.each([
    ['AdapterDateFnsV2', 'date-fns', 'AdapterDateFns'],
    ['AdapterDateFnsJalaliV2', 'date-fns-jalali', 'AdapterDateFnsJalali'],
  ])('the date-fns v2 entry %s exports the adapter of %s under the name %s', (entry, pkg, adapter) => {
    expect(adapterPackage(entry)).toEqual({ package: pkg, adapterImport: `@mui/x-date-pickers/${entry}`, adapter });
  });

  it.each(['AdapterDateFnsV3', 'AdapterHijri', 'AdapterMomentV2', 'Dayjs', 'adapterdayjs', 'toString', 'hasOwnProperty', '', 'jalali'])('unknown %j throws naming the adapter', (name) => {
    expect(() => adapterPackage(name)).toThrow(`Cannot determine the package of the date adapter "${name}".`);
  });

  it('lists the four main libraries', () => {
    expect(DATE_LIBRARIES).toEqual(['dayjs', 'date-fns', 'luxon', 'moment']);
  });
});
