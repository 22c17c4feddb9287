/**
 * For the tests of the client build's patches of MUI X (grid-size-hint.ts, eval-slices.ts):
 * `@mui/x-virtualizer`'s `Dimensions` bundled as the client build bundles it, with one plugin.
 */
import { build, type Plugin } from 'esbuild';

/** The bundle's code (ESM, production), to import as a data: URL. */
export async function bundleVirtualizer(plugin: Plugin): Promise<string> {
  const out = await build({
    stdin: { contents: "export { Dimensions } from '@mui/x-virtualizer';", resolveDir: process.cwd() },
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
