/**
 * Docs config context: the locale, the translator and other per-request
 * settings every docs component reads.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** Per-request docs settings; extra fields are allowed. */
export interface DocsConfig {
  locale: string;
  /** UI string of the current locale for a dotted key. */
  t: (key: string) => string;
  [extra: string]: unknown;
}

const DocsConfigContext = createContext<DocsConfig | null>(null);
DocsConfigContext.displayName = 'DocsConfigContext';

/** Props of `DocsProvider`. */
export interface DocsProviderProps {
  value: DocsConfig;
  children?: ReactNode;
}

/**
 * Provides the docs config to the tree below.
 * @example <DocsProvider value={{ locale: 'en', t: (key) => key }}><Page /></DocsProvider>
 */
export function DocsProvider({ value, children }: DocsProviderProps): ReactNode {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

/**
 * Reads the docs config; throws outside `DocsProvider`.
 * @example const { locale, t } = useDocsConfig();
 */
export function useDocsConfig<T extends DocsConfig = DocsConfig>(): T {
  const value = useContext(DocsConfigContext);
  if (!value) {
    throw new Error('Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>');
  }
  return value as T;
}
