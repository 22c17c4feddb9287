/**
 * Package fix-ups the demo bundles need, each for a real defect of a
 * published package, removed when the package is fixed.
 *
 * `@mui/x-tree-view-pro` 8.10.1 (the release that goes with 8.11.1) pins its
 * own `@mui/x-tree-view` 8.10.0 and imports `selectorExpandedItems` from that
 * copy's `internals`, which 8.10.0 does not export (it exists, one file
 * down). Any bundle of `RichTreeViewPro` fails to link. The plugin answers
 * the Pro package's import of `@mui/x-tree-view/internals` with that module
 * plus the real selector from the same copy, nothing invented.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

const SELECTORS = 'esm/internals/plugins/useTreeViewExpansion/useTreeViewExpansion.selectors.js';

export const treeViewProCompat: Plugin = {
  name: 'tree-view-pro-internals',
  setup(build) {
    build.onResolve({ filter: /^@mui\/x-tree-view\/internals$/ }, (args) => {
      if (args.namespace === 'tree-view-pro-compat' || !/[\\/]x-tree-view-pro[\\/]/.test(args.importer)) return undefined;
      return { path: '@mui/x-tree-view/internals', namespace: 'tree-view-pro-compat', pluginData: { resolveDir: args.resolveDir } };
    });
    build.onLoad({ filter: /.*/, namespace: 'tree-view-pro-compat' }, async (args) => {
      const resolveDir = (args.pluginData as { resolveDir: string }).resolveDir;
      // The copy of @mui/x-tree-view that the Pro package itself resolves.
      const internals = await build.resolve('@mui/x-tree-view/internals', { kind: 'import-statement', resolveDir });
      const pkg = internals.path.slice(0, internals.path.lastIndexOf('/esm/'));
      return {
        contents: `export * from ${JSON.stringify(internals.path)};\nexport { selectorExpandedItems } from ${JSON.stringify(join(pkg, SELECTORS))};\n`,
        resolveDir: dirname(internals.path),
        loader: 'js',
      };
    });
  },
};
