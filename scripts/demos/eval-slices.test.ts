import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EVAL_SLICES, SLICE_START } from '../../client/demos/eval-slices';
import { bundleVirtualizer } from './bundle-virtualizer';
import { evalSlicesPlugin, isSliced, slicedSource } from './eval-slices';

const require = createRequire(import.meta.url);
const virtualizer = dirname(require.resolve('@mui/x-virtualizer/package.json'));

const g = globalThis as Record<string, unknown>;

/** @mui/x-virtualizer bundled as the client build bundles it. */
const bundle = () => bundleVirtualizer(evalSlicesPlugin);

/** Imports the bundle (a fresh module each time) counting the yields to the browser; every check finds its slice over. */
async function evaluate(code: string): Promise<{ yields: number; exported: unknown }> {
  let yields = 0;
  const scheduler = g.scheduler;
  g.scheduler = { yield: () => (yields++, Promise.resolve()) };
  g[SLICE_START] = -1e9;
  const now = performance.now.bind(performance);
  let t = now();
  performance.now = () => (t += 100);
  try {
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(`${code}\n// ${Math.random()}`).toString('base64')}`)) as { Dimensions?: unknown };
    return { yields, exported: mod.Dimensions };
  } finally {
    performance.now = now;
    g.scheduler = scheduler;
  }
}

describe('module evaluation in slices', () => {
  afterEach(() => {
    delete g[EVAL_SLICES];
    delete g[SLICE_START];
  });

  it('ends MUI’s ES modules with the check, after the grid size hint’s patches', () => {
    expect(isSliced(join(virtualizer, 'esm/index.js'))).toBe(true);
    expect(isSliced('/x/node_modules/@mui/x-telemetry/esm/runtime/config.js')).toBe(false);
    expect(isSliced('/x/node_modules/react/index.js')).toBe(false);
    const dims = slicedSource(join(virtualizer, 'esm/features/dimensions.js'));
    expect(dims).toContain('demoSizeHint');
    expect(dims.trimEnd().endsWith('}')).toBe(true);
    expect(dims).toContain(`globalThis.${SLICE_START} = performance.now();`);
  });

  it('yields between modules, and evaluates the same exports', async () => {
    const code = await bundle();
    expect(code).toContain('await new Promise');
    const sliced = await evaluate(code);
    expect(sliced.yields).toBeGreaterThan(10);
    expect(sliced.exported).toMatchObject({ initialize: expect.any(Function) });
    g[EVAL_SLICES] = false;
    const whole = await evaluate(code);
    expect(whole.yields).toBe(0);
    expect(Object.keys(whole.exported as object)).toEqual(Object.keys(sliced.exported as object));
  });
});
