/**
 * A page script for the specs that run patched MUI X code outside a demo page (field-slices.spec.ts,
 * grid-selector.spec.ts): `entry` bundled by esbuild through the client build's own plugin (eval-slices'
 * `slicedSource`, the one path a patch reaches the bundle by), with React's development build.
 */
import { build } from 'esbuild';
import { evalSlicesPlugin } from '../../scripts/demos/eval-slices';

export async function devBundle(entry: string): Promise<string> {
  const out = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [evalSlicesPlugin],
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}
