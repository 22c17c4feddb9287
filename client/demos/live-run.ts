/**
 * Running a reader's edited demo code (the pure part of the live editor):
 * sucrase strips the types (TS), compiles JSX to the automatic runtime and
 * imports to `require` calls; `require` answers from the demo chunk's
 * `liveScope` (scripts/demos/live-scope.ts); the code runs as a module
 * from a Blob URL (the CSP allows `blob:` scripts; no `eval`), and its
 * default export is the demo component.
 */
import { transform } from 'sucrase';
import { DEFAULT_DEMO_STRINGS, fillText, type DemoStrings } from '../../lib/client-config';
import type { CodeVariant } from '../../lib/page-record';

/** The messages this module writes, in the page's language (`DemoStrings`). */
export type LiveRunText = Pick<DemoStrings, 'unknownModule' | 'unknownExport' | 'noDefault'>;

/** The values a demo may import: specifier -> exports. */
export type LiveScope = Record<string, Record<string, unknown>>;

/** A problem in the reader's code, shown in the demo's error panel. */
export class LiveError extends Error {
  constructor(
    readonly kind: 'syntax' | 'import' | 'run' | 'render',
    message: string,
  ) {
    super(message);
    this.name = 'LiveError';
  }
}

/**
 * Edited code -> a CommonJS module body (`require`, `module`, `exports`).
 * @throws LiveError (kind `syntax`) with sucrase's message and position
 */
export function transpile(code: string, variant: CodeVariant): string {
  try {
    return transform(code, {
      transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      // Chromium runs modern syntax as it is: fewer helpers, closer to what was typed.
      disableESTransforms: true,
      filePath: variant === 'TS' ? 'demo.tsx' : 'demo.jsx',
    }).code;
  } catch (e) {
    // "Error transforming demo.tsx: Unexpected token (2:15)" -> "Unexpected token (2:15)"
    throw new LiveError('syntax', (e as Error).message.replace(/^Error transforming [^:]*: /, ''));
  }
}

/** Names a module specifier's exports may not be read as (interop and promise checks). */
const PASS_THROUGH = new Set(['__esModule', 'then', 'default']);

/**
 * A `require` over the scope. Modules are marked `__esModule` so sucrase's
 * interop takes `default` from the scope; reading an export the scope does
 * not have throws a LiveError naming it (the scope holds what the original
 * demo imports).
 */
export function makeRequire(scope: LiveScope, text: LiveRunText = DEFAULT_DEMO_STRINGS): (specifier: string) => unknown {
  const cache = new Map<string, unknown>();
  return (specifier: string) => {
    if (cache.has(specifier)) return cache.get(specifier);
    const exports = Object.hasOwn(scope, specifier) ? scope[specifier] : undefined;
    if (!exports) {
      const known = Object.keys(scope)
        .filter((s) => s !== 'react/jsx-runtime')
        .map((s) => `"${s}"`)
        .join(', ');
      throw new LiveError('import', fillText(text.unknownModule, { module: specifier, known }));
    }
    const module = new Proxy(exports, {
      get(target, key) {
        if (key === '__esModule') return true;
        if (typeof key !== 'string' || Object.hasOwn(target, key) || PASS_THROUGH.has(key)) return target[key as string];
        throw new LiveError('import', fillText(text.unknownExport, { name: key, module: specifier }));
      },
      has: (target, key) => key === '__esModule' || key in target,
    });
    cache.set(specifier, module);
    return module;
  };
}

/** Turns module source into a module namespace (a Blob URL import in the browser). */
export type ModuleLoader = (source: string) => Promise<{ default?: unknown }>;

/** Imports module source from a Blob URL. */
export const blobLoader: ModuleLoader = async (source) => {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return (await import(url)) as { default?: unknown };
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** The module text that wraps a CommonJS body in a function of `require`, `module`, `exports`. */
export function moduleSource(body: string): string {
  return `export default function (require, module, exports) {\n${body}\n}\n`;
}

/**
 * Transpiles and runs edited code.
 * @returns the default export (the demo component)
 * @throws LiveError: `syntax` (transpile), `import` (a module or name the scope lacks), `run` (thrown while the module ran, or no component exported)
 */
export async function runEdited(code: string, variant: CodeVariant, scope: LiveScope, load: ModuleLoader = blobLoader, text: LiveRunText = DEFAULT_DEMO_STRINGS): Promise<unknown> {
  const body = transpile(code, variant);
  let factory: unknown;
  try {
    factory = (await load(moduleSource(body))).default;
  } catch (e) {
    // A syntax error sucrase let through (it does not check everything the engine does).
    throw new LiveError('syntax', (e as Error).message);
  }
  const module = { exports: {} as Record<string, unknown> };
  try {
    (factory as (r: unknown, m: unknown, e: unknown) => void)(makeRequire(scope, text), module, module.exports);
  } catch (e) {
    if (e instanceof LiveError) throw e;
    throw new LiveError('run', e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  }
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new LiveError('run', text.noDefault);
  }
  return component;
}
