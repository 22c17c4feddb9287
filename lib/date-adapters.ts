/**
 * Date adapters of the pickers: maps an adapter or library name to the
 * package to install and the adapter import (spec section 5).
 */

/** A date library the pickers support. */
export type DateLibrary = 'dayjs' | 'date-fns' | 'luxon' | 'moment';

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
};

/** Every supported date library. */
export const DATE_LIBRARIES = Object.keys(ADAPTERS) as DateLibrary[];

/**
 * Adapter info for a library name (`dayjs`) or an adapter name (`AdapterDayjs`).
 * @example adapterPackage('AdapterLuxon') // { package: 'luxon', adapterImport: '@mui/x-date-pickers/AdapterLuxon', adapter: 'AdapterLuxon' }
 */
export function adapterPackage(name: string): AdapterInfo {
  for (const library of DATE_LIBRARIES) {
    const adapter = ADAPTERS[library];
    if (name === library || name === adapter) {
      return { package: library, adapterImport: `@mui/x-date-pickers/${adapter}`, adapter };
    }
  }
  throw new Error(`Cannot determine the package of the date adapter "${name}".`);
}
