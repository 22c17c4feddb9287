/**
 * Module evaluation in slices, in the site's client bundle only. Importing
 * an ES module graph evaluates all of it in one task: the Data Grid
 * Premium's chunk alone took 130 ms at 4x CPU slowdown, one long task no
 * code splitting can cut (esbuild puts every module the same demos share in
 * one chunk, and the preload already evaluates chunks one per task:
 * client/demos/preload.ts). This plugin ends each ES module of MUI's
 * packages (`@mui/<package>/esm/`) with a top-level `await` that yields to
 * the browser once the modules evaluated since the last yield have run for
 * SLICE_MS (client/demos/eval-slices.ts): a module with top-level await is
 * an async module, so its importers wait for it (the order of evaluation
 * is what ES modules guarantee: a module after its imports, and inside a
 * chunk esbuild's order), and the event loop runs in between.
 *
 * The check costs one `performance.now()` per module. Chunks the page's
 * shell imports statically must not contain such a module (the shell would
 * wait for it); the build checks that (scripts/build-client.ts). The
 * reader's copied code and sandboxes use the packages as published.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { boxThemePatchedSource, isBoxThemePatched } from './box-theme';
import { EVAL_SLICES, SLICE_MS, SLICE_START } from '../../client/demos/eval-slices';
import { CHART_PATCHED_FILES, chartPatchedSource } from './chart-size-hint';
import { PATCHED_FILES, patchedSource } from './grid-size-hint';
import { gridInteractionSource, isGridInteractionPatched } from './grid-interaction';
import { GRID_SELECTOR_FILE, gridSelectorSource } from './grid-selector';
import { gridSlicesSource, SLICED_GRID_FILES } from './grid-slices';
import { isPickerTreePatched, pickerTreePatchedSource } from './picker-tree-patches';
import { PRECOMPILED_IMPORTER, withPrecompiledImport } from './precompiled-styles';

/** The ES modules that end with the check: MUI's packages' `esm/` builds (an esbuild filter: Go's regular expressions)... */
export const SLICED_FILES = /[\\/]node_modules[\\/]@mui[\\/][^\\/]+[\\/]esm[\\/].+\.js$/;

/** ...but `@mui/x-telemetry`'s: it `require`s one of its modules, and a required module cannot be async (a few small modules). */
const UNSLICED = /[\\/]@mui[\\/]x-telemetry[\\/]/;

/** Whether the client build ends `path` with the check. */
export function isSliced(path: string): boolean {
  return SLICED_FILES.test(path) && !UNSLICED.test(path);
}

/** The text each of them ends with. */
export const SLICE_CHECK = `
// The site's demo runtime: yield to the browser between slices of module evaluation (scripts/demos/eval-slices.ts).
if (globalThis.${EVAL_SLICES} !== false && performance.now() - (globalThis.${SLICE_START} ??= performance.now()) > ${SLICE_MS}) {
  await new Promise((resolve) => (globalThis.scheduler?.yield ? globalThis.scheduler.yield().then(resolve) : setTimeout(resolve, 0)));
  globalThis.${SLICE_START} = performance.now();
}
`;

/**
 * A file's text as the client bundle gets it: the grid's or the charts' size hint patches, the pickers' and the Tree
 * View's (scripts/demos/picker-tree-patches.ts), the grid slices' and the grid selection's
 * (scripts/demos/grid-interaction.ts) patches (when it has some), the grid selector's (scripts/demos/grid-selector.ts),
 * then the check; the grid's root styles also import the rules compiled at build time (scripts/demos/precompiled-styles.ts).
 */
export function slicedSource(path: string): string {
  const code = PATCHED_FILES.test(path)
    ? patchedSource(path)
    : CHART_PATCHED_FILES.test(path)
      ? chartPatchedSource(path)
      : isPickerTreePatched(path)
        ? pickerTreePatchedSource(path)
        : GRID_SELECTOR_FILE.test(path)
          ? gridSelectorSource(path)
          : isBoxThemePatched(path)
            ? boxThemePatchedSource(path)
            : readFileSync(path, 'utf8');
  const sliced = SLICED_GRID_FILES.test(path) ? gridSlicesSource(path, code) : code;
  const out = (isGridInteractionPatched(path) ? gridInteractionSource(path, sliced) : sliced) + SLICE_CHECK;
  return PRECOMPILED_IMPORTER.test(path) ? withPrecompiledImport(out) : out;
}

/** The esbuild plugin of the client build (scripts/build-client.ts): every MUI X patch goes through it (`slicedSource`). */
export const evalSlicesPlugin: Plugin = {
  name: 'eval-slices',
  setup(b) {
    b.onLoad({ filter: SLICED_FILES }, (args) => (isSliced(args.path) ? { contents: slicedSource(args.path), loader: 'js' } : undefined));
  },
};
