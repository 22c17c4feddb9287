/**
 * Date adapters of the pickers: maps an adapter or library name to the
 * package to install and the adapter import.
 */

/** A date library the pickers support: the four main ones, then the calendar systems' (Jalali, Hijri). */
export type DateLibrary = 'dayjs' | 'date-fns' | 'luxon' | 'moment' | 'date-fns-jalali' | 'moment-jalaali' | 'moment-hijri';

/** Where an adapter comes from. */
export interface AdapterInfo {
  /** npm package of the date library. */
  package: DateLibrary;
  /** Module that exports the adapter. */
  adapterImport: string;
  /** Adapter component name. */
  adapter: string;
}

const ADAPTERS: Readonly<Record<DateLibrary, string>> = {
  dayjs: 'AdapterDayjs',
  'date-fns': 'AdapterDateFns',
  luxon: 'AdapterLuxon',
  moment: 'AdapterMoment',
  'date-fns-jalali': 'AdapterDateFnsJalali',
  'moment-jalaali': 'AdapterMomentJalaali',
  'moment-hijri': 'AdapterMomentHijri',
};

/** Entry points for date-fns v2 that export the adapter under the v3+ name. */
const V2_ENTRIES: Readonly<Record<string, string>> = {
  AdapterDateFnsV2: 'AdapterDateFns',
  AdapterDateFnsJalaliV2: 'AdapterDateFnsJalali',
};

/** The four main date libraries (the calendar systems' libraries build on two of them). */
export const DATE_LIBRARIES: readonly DateLibrary[] = ['dayjs', 'date-fns', 'luxon', 'moment'];

/**
 * Adapter info for a library name (`dayjs`) or an adapter entry point
 * (`AdapterDayjs`, or `AdapterDateFnsV2`, which exports `AdapterDateFns`).
 * @example adapterPackage('AdapterLuxon') // { package: 'luxon', adapterImport: '@mui/x-date-pickers/AdapterLuxon', adapter: 'AdapterLuxon' }
 */
export function adapterPackage(name: string): AdapterInfo {
  for (const library of Object.keys(ADAPTERS) as DateLibrary[]) {
    const adapter = ADAPTERS[library];
    if (name === library || name === adapter) {
      return { package: library, adapterImport: `@mui/x-date-pickers/${adapter}`, adapter };
    }
    if (Object.hasOwn(V2_ENTRIES, name) && V2_ENTRIES[name] === adapter) {
      return { package: library, adapterImport: `@mui/x-date-pickers/${name}`, adapter };
    }
  }
  throw new Error(`Cannot determine the package of the date adapter "${name}".`);
}
