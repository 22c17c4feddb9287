/**
 * A build-time patch of `@emotion/utils` inside the site's client bundle
 * only: `registerStyles`, which every Emotion styled component and `css`
 * prop calls while it renders, also hands its serialised styles to the
 * cache's `demoPrecompile` when the cache has one (the demo runtime's
 * caches do: client/demos/early-styles.ts). The styles are then compiled
 * in the demo's sliced render instead of in the commit that inserts them;
 * the insertion itself keeps Emotion's order and timing.
 *
 * The replaced text must be found, or the build fails (scripts/demos/
 * patch-text.ts): an upgrade of the package is a conscious update of this
 * file. The reader's copied code and sandboxes use the package as
 * published.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { PRECOMPILE } from '../../client/demos/early-styles';
import { patchText } from './patch-text';

const EDITS: readonly (readonly [string, string])[] = [
  [
    `var registerStyles = function registerStyles(cache, serialized, isStringTag) {
  var className = cache.key + "-" + serialized.name;
`,
    `var registerStyles = function registerStyles(cache, serialized, isStringTag) {
  var className = cache.key + "-" + serialized.name;
  // The site's demo runtime compiles styles while the demo renders (scripts/demos/early-styles.ts).
  if (cache.${PRECOMPILE}) cache.${PRECOMPILE}(serialized);
`,
  ],
];

/** The files patched, as the client build resolves them (the browser's ES module build of @emotion/utils). */
export const EARLY_STYLES_FILES = /[\\/]@emotion[\\/]utils[\\/]dist[\\/]emotion-utils\.browser\.esm\.js$/;

/** A package file's text as the client bundle gets it (throws when the patched text moved). */
export function earlyStylesSource(path: string): string {
  return patchText(path, readFileSync(path, 'utf8'), EDITS, 'scripts/demos/early-styles.ts');
}

/** The esbuild plugin of the client build (scripts/build-client.ts). */
export const earlyStylesPlugin: Plugin = {
  name: 'early-styles',
  setup(b) {
    b.onLoad({ filter: EARLY_STYLES_FILES }, (args) => ({ contents: earlyStylesSource(args.path), loader: 'js' }));
  },
};
