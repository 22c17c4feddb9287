/**
 * The extracted API data: plain JSON, written to the build cache and read
 * back by the renderer. Text fields hold the library authors' JSDoc as
 * markdown, unescaped; the renderer escapes and sanitizes.
 */
import type { Plan } from '../../lib/nav';
import type { ProductSlug } from './packages';

/** Bump when the shape below changes, so old caches are ignored. */
export const API_DATA_VERSION = 1;

export interface ApiData {
  dataVersion: number;
  packages: { name: string; version: string; plan?: Plan }[];
  docs: ApiDoc[];
  hooks: HookDoc[];
  /** Nav leaves whose name the type definitions do not export. */
  unresolved: { path: string; name: string; reason: string }[];
}

/** One import statement of a documented name. */
export interface ImportLine {
  packageName: string;
  exportName: string;
}

/** A function parameter (of a function prop, a method or a hook). */
export interface ParamDoc {
  name: string;
  type: string;
  optional?: boolean;
  description?: string;
}

/** Call signature of a function-typed prop. */
export interface SignatureDoc {
  params: ParamDoc[];
  returnType: string;
  returnDescription?: string;
}

export interface PropDoc {
  name: string;
  /** Readable type, without `| undefined`. */
  type: string;
  required: boolean;
  /** Text of the JSDoc `@default` tag, as written. */
  default?: string;
  /** JSDoc description (markdown). */
  description: string;
  /** Text of the `@deprecated` tag (may be empty: deprecated without reason). */
  deprecated?: string;
  signature?: SignatureDoc;
  /** Set when the member needs a higher plan than the page it is on. */
  plan?: Plan;
}

export interface SlotDoc {
  name: string;
  description: string;
  default?: string;
  /** Type of `slotProps.<name>`, when the component has one. */
  propsType?: string;
}

export interface ClassDoc {
  key: string;
  /** Global class name, e.g. `MuiDataGrid-root` or `Mui-selected`. */
  className: string;
  description: string;
  deprecated?: string;
}

export interface ApiDoc {
  kind: 'component' | 'interface';
  /** Name as the reference tree titles it, e.g. `SankeyChart`. */
  name: string;
  /** Public path from the nav, e.g. `/x/api/charts/sankey-chart`. */
  path: string;
  product: ProductSlug;
  /** Package whose definitions this page documents. */
  packageName: string;
  version: string;
  plan?: Plan;
  imports: ImportLine[];
  /** JSDoc of the interface / type itself (markdown). */
  description?: string;
  deprecated?: string;
  props: PropDoc[];
  slots: SlotDoc[];
  classes: ClassDoc[];
  /** Other packages some members were read from (when their version differs). */
  memberSources: { packageName: string; version: string }[];
}

export interface HookDoc {
  name: string;
  product: ProductSlug;
  packageName: string;
  version: string;
  plan?: Plan;
  imports: ImportLine[];
  description: string;
  deprecated?: string;
  params: ParamDoc[];
  returnType: string;
  returnDescription?: string;
}
