/**
 * Build-time compiled Emotion rules of the Data Grid's largest styles. A
 * grid's root serialises one style of about 21 KB of text; stylis compiled
 * it in the demo's render (client/demos/early-styles.ts), 12-45 ms at 4x CPU
 * in one render slice React cannot split, the longest task left before a
 * grid page's reveal (issue 36).
 *
 * At build time, in Node, each grid (MIT, Pro, Premium) is server-rendered
 * in the docs theme as the demo runtime makes it (precompiled-render.tsx);
 * the class styles of PRECOMPILED_MIN_CHARS or more are compiled by the demo
 * runtime's own caches (client/demos/demo-cache.ts, bundled for the browser
 * and run here: precompiled-compile.ts), for both directions. The rules go
 * into a module the patched GridRootStyles of @mui/x-data-grid imports, so
 * they come with the grid's chunk (no request of their own), keyed by cache
 * key and Emotion `name`, the hash of the style text. Computed at every build
 * from the installed packages, they cannot go stale: a style the browser
 * serialises differently has another name and is compiled there, as before.
 * The build fails when no grid style reaches the threshold (the capture
 * broke: a package update) or when the capture's patch of the grid no longer
 * applies.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { PRECOMPILED_RULES } from '../../client/demos/early-styles';
import { themeDataPlugin } from '../theme-data';
import { CAPTURE_RADIUS } from './capture-global';
import { patchText } from './patch-text';
import type { CapturedStyle } from './precompiled-render';

/**
 * Only styles this long (characters of style text) are shipped compiled. The grid's root (21,420 / 21,488) is 2.5-12 ms
 * of stylis at 1x CPU and about 31 KB of rules (4 KB gzip) per direction; the next largest a grid serialises are 1.1-2.2 KB,
 * 0.1-2 ms at 1x CPU (the first also warms stylis up), not worth their bytes on every grid page.
 */
export const PRECOMPILED_MIN_CHARS = 8192;

/** The module the grid's patched module imports: a file without rules, whose text the client build replaces (precompiledStylesPlugin). */
export const PRECOMPILED_MODULE = join(import.meta.dirname, '..', '..', 'client', 'demos', 'precompiled-rules.ts');

/** Its esbuild filter. */
const PRECOMPILED_MODULE_FILTER = /[\\/]client[\\/]demos[\\/]precompiled-rules\.ts$/;

/** The module of @mui/x-data-grid that imports it: the root's styles, in every grid's chunk. */
export const PRECOMPILED_IMPORTER = /[\\/]@mui[\\/]x-data-grid[\\/]esm[\\/]components[\\/]containers[\\/]GridRootStyles\.js$/;

const ROOT = join(import.meta.dirname, '..', '..');

/** The capture bundle only: the grid renders on a server as on its client's first render, and reads the corner from a global. */
const capturePlugin: Plugin = {
  name: 'precompiled-capture',
  setup(b) {
    b.onLoad({ filter: /[\\/]x-data-grid[\\/]esm[\\/]hooks[\\/]utils[\\/]useIsSSR\.js$/ }, () => ({ contents: 'export const useIsSSR = () => false;\n', loader: 'js' }));
    b.onLoad({ filter: PRECOMPILED_IMPORTER }, (args) => ({
      contents: patchText(
        args.path,
        readFileSync(args.path, 'utf8'),
        [
          [
            'const shouldShowBorderTopRightRadius = useGridSelector(apiRef, shouldShowBorderTopRightRadiusSelector);',
            `const shouldShowBorderTopRightRadius = (useGridSelector(apiRef, shouldShowBorderTopRightRadiusSelector), globalThis[${JSON.stringify(CAPTURE_RADIUS)}]);`,
          ],
        ],
        'scripts/demos/precompiled-styles.ts',
      ),
      loader: 'js',
    }));
  },
};

/** `<cache key>\n<name>` -> the rules that cache compiles of that class style. */
export type PrecompiledRules = Record<string, string[]>;

export interface Compiler {
  compileClass(dir: 'ltr' | 'rtl', name: string, styles: string): { key: string; rules: string[] };
}

/** The capture (Node) and compile (browser build) bundles, made and loaded. */
async function loadTools(root: string): Promise<{ render: { captureGridStyles(): CapturedStyle[] }; compiler: Compiler }> {
  const outdir = join(root, '.cache', 'precompiled-styles');
  mkdirSync(outdir, { recursive: true });
  const common = { absWorkingDir: root, outdir, bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' } } as const;
  await Promise.all([
    build({
      ...common,
      entryPoints: { render: 'scripts/demos/precompiled-render.tsx' },
      platform: 'node',
      target: ['node22'],
      mainFields: ['module', 'main'],
      loader: { '.css': 'empty' },
      // CommonJS packages bundled into ESM still call require() for Node built-ins.
      banner: { js: "import { createRequire as __precompiledRequire } from 'node:module'; const require = __precompiledRequire(import.meta.url);" },
      plugins: [themeDataPlugin, capturePlugin],
    }),
    // As the client build resolves the packages (scripts/build-client.ts: platform browser, production).
    build({ ...common, entryPoints: { compile: 'scripts/demos/precompiled-compile.ts' }, platform: 'browser', target: ['es2022'] }),
  ]);
  const stamp = `?t=${Date.now()}`;
  return {
    render: (await import(pathToFileURL(join(outdir, 'render.js')).href + stamp)) as { captureGridStyles(): CapturedStyle[] },
    compiler: (await import(pathToFileURL(join(outdir, 'compile.js')).href + stamp)) as Compiler,
  };
}

/** The grids' class styles of `minChars` or more, by name; throws when there is none (the capture broke). */
export async function captureLargeStyles(root = ROOT, minChars = PRECOMPILED_MIN_CHARS): Promise<{ styles: CapturedStyle[]; compiler: Compiler }> {
  const { render, compiler } = await loadTools(root);
  const quiet = { error: console.error, warn: console.warn };
  let captured: CapturedStyle[];
  try {
    // Licence notices of a server render are not the build's output.
    console.error = console.warn = () => undefined;
    captured = render.captureGridStyles();
  } finally {
    Object.assign(console, quiet);
  }
  const styles = captured.filter((s) => s.styles.length >= minChars).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (!styles.length) throw new Error(`scripts/demos/precompiled-styles.ts: no Data Grid style of ${minChars} characters or more was captured (${captured.length} styles); update the capture`);
  return { styles, compiler };
}

/** The grids' class styles of `minChars` or more, compiled for both directions' caches. */
export async function buildPrecompiledRules(root = ROOT, minChars = PRECOMPILED_MIN_CHARS): Promise<PrecompiledRules> {
  const { styles, compiler } = await captureLargeStyles(root, minChars);
  const out: PrecompiledRules = {};
  for (const dir of ['ltr', 'rtl'] as const) {
    for (const s of styles) {
      const { key, rules } = compiler.compileClass(dir, s.name, s.styles);
      out[`${key}\n${s.name}`] = rules;
    }
  }
  return out;
}

/** Stands for a rule's class selector (`.<key>-<name>`) in the module's rule table: a character no rule has. */
const SELF = '\u0001';

/**
 * The module's text: the rules put in the global Map early-styles.ts reads. The entries share most rules but for their
 * class (both variants of the root, both directions): each distinct rule once, with SELF for the class, and each entry
 * a list of indexes (9.6 KB gzip as plain lists, about a third of it so). Throws when the table would not give back
 * every rule exactly.
 */
export function precompiledModuleSource(rules: PrecompiledRules): string {
  const table: string[] = [];
  const index = new Map<string, number>();
  const entries: Record<string, number[]> = {};
  for (const [id, list] of Object.entries(rules)) {
    const self = `.${id.replace('\n', '-')}`;
    entries[id] = list.map((rule) => {
      if (rule.includes(SELF)) throw new Error(`scripts/demos/precompiled-styles.ts: a rule of ${id} holds the placeholder`);
      const t = rule.split(self).join(SELF);
      let i = index.get(t);
      if (i === undefined) index.set(t, (i = table.push(t) - 1));
      return i;
    });
    if (entries[id].map((i) => table[i]!.split(SELF).join(self)).join('\0') !== list.join('\0')) throw new Error(`scripts/demos/precompiled-styles.ts: the table does not give back ${id}`);
  }
  return `// Emotion rules compiled at build time (scripts/demos/precompiled-styles.ts).
const table = JSON.parse(${JSON.stringify(JSON.stringify(table))});
const entries = JSON.parse(${JSON.stringify(JSON.stringify(entries))});
const map = (globalThis.${PRECOMPILED_RULES} ??= new Map());
for (const id in entries) {
  const self = "." + id.replace("\\n", "-");
  map.set(id, entries[id].map((i) => table[i].split(${JSON.stringify(SELF)}).join(self)));
}
`;
}

let pending: Promise<string> | undefined;

/**
 * The client build's plugin: PRECOMPILED_MODULE's text is the rules of the installed packages, computed once per process
 * (a watch rebuild keeps them: the packages do not change under it, and a style the edited theme serialises otherwise
 * has another name, a miss).
 */
export const precompiledStylesPlugin: Plugin = {
  name: 'precompiled-styles',
  setup(b) {
    b.onLoad({ filter: PRECOMPILED_MODULE_FILTER }, async () => ({ contents: await (pending ??= buildPrecompiledRules().then(precompiledModuleSource)), loader: 'js' }));
  },
};

/** GridRootStyles as the client bundle gets it: with the import of the precompiled rules. */
export function withPrecompiledImport(code: string): string {
  return `${code}\n// The site's demo runtime: Emotion rules compiled at build time (scripts/demos/precompiled-styles.ts).\nimport ${JSON.stringify(PRECOMPILED_MODULE)};\n`;
}
