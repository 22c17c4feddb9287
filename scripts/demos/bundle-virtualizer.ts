/**
 * For the tests of the client build's patches of MUI X (grid-size-hint.ts, eval-slices.ts):
 * a module bundled as the client build bundles it, with one plugin (`@mui/x-virtualizer`'s `Dimensions`, or
 * another entry: picker-tree-patches.test.ts).
 */
import { build, type Plugin } from 'esbuild';

/** The bundle of `entry` (a module's text, resolved from the project's root) as the client build bundles it, with one plugin: its code (ESM, production), to import as a data: URL. */
export async function bundleForTest(entry: string, plugin: Plugin): Promise<string> {
  const out = await build({
    stdin: { contents: entry, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: [plugin],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** `@mui/x-virtualizer`'s `Dimensions`, bundled so. */
export function bundleVirtualizer(plugin: Plugin): Promise<string> {
  return bundleForTest("export { Dimensions } from '@mui/x-virtualizer';", plugin);
}
