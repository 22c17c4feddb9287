/**
 * Ad config context: `GADisplayRatio`, the share
 * of ad displays reported to analytics. Reading it outside its provider
 * throws, like the docs config.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { AD } from '../lib/constants';

/** Settings of the ad slot. */
export interface AdConfig {
  /** Share (0..1) of ad displays that send the `display` event. */
  GADisplayRatio: number;
}

/** Defaults: one display in ten is reported. */
export const DEFAULT_AD_CONFIG: Readonly<AdConfig> = Object.freeze({ GADisplayRatio: AD.displayRatio });

const AdConfigContext = createContext<AdConfig | null>(null);
AdConfigContext.displayName = 'AdConfigContext';

/** Props of `AdConfigProvider`; missing or invalid fields take the defaults. */
export interface AdConfigProviderProps {
  value?: Partial<AdConfig>;
  children?: ReactNode;
}

function resolve(value: Partial<AdConfig> | undefined): AdConfig {
  const ratio = value?.GADisplayRatio;
  return { GADisplayRatio: typeof ratio === 'number' && ratio >= 0 && ratio <= 1 ? ratio : DEFAULT_AD_CONFIG.GADisplayRatio };
}

/**
 * Provides the ad config to the tree below.
 * @example <AdConfigProvider value={{ GADisplayRatio: 0.5 }}><AdSlot bot={false} /></AdConfigProvider>
 */
export function AdConfigProvider({ value, children }: AdConfigProviderProps): ReactNode {
  return <AdConfigContext.Provider value={resolve(value)}>{children}</AdConfigContext.Provider>;
}

/**
 * Reads the ad config; throws outside `AdConfigProvider`.
 * @example const { GADisplayRatio } = useAdConfig();
 */
export function useAdConfig(): AdConfig {
  const value = useContext(AdConfigContext);
  if (!value) {
    throw new Error('Could not find ad config context value; please ensure the component is wrapped in an <AdConfigProvider>');
  }
  return value;
}
