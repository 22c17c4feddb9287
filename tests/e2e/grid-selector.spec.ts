/**
 * MUI X's `useGridSelector` as the site bundles it (scripts/demos/grid-selector.ts): before its commit a grid
 * component's store listener updates it only within its render's task, and a later store update removes the listener,
 * so a store update reaches no component that has not mounted, and a render React never commits leaves no listener
 * once the store changed; the commit subscribes and catches up. Published, the listener always updated: the development pass
 * (console.spec.ts, `@dev`) now and then printed React's "Can't perform a React state update on a component that
 * hasn't mounted yet" on grid pages (a demo's hidden pre-render or reveal, time-sliced, thrown away or still in
 * progress when its grid's store changed).
 *
 * The page here is the real hook, patched through the client build's own plugin (eval-slices' `slicedSource`), with
 * the development build of React, on a store like a grid's: a component renders in a transition that suspends (the
 * render stays uncommitted, as a sliced render between two slices), and the store changes meanwhile; then the render
 * is thrown away (another render of the root comes first) or committed. With the switch off
 * (`__demoGridSelectorCommit = false`, the hook as published) the same steps print the warning: the check can fail.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GRID_SELECTOR_COMMIT } from '../../client/demos/grid-selector';
import { devBundle } from './dev-bundle';
import { expect, mainThreadIdle, test, type Page } from './fixtures';

const require = createRequire(import.meta.url);
const HOOK = join(dirname(require.resolve('@mui/x-data-grid/package.json')), 'esm/hooks/utils/useGridSelector.js');

/** The page's script: the patched hook, React's development build, and the steps each test calls. */
const ENTRY = `
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Store } from '@mui/x-internals/store';
import { useGridSelector } from ${JSON.stringify(HOOK)};

const initial = { count: 0 };
const apiRef = { current: { state: initial, store: Store.create(initial) } };
const selectCount = (api) => api.current.state.count;
function Count({ id }) {
  const count = useGridSelector(apiRef, selectCount);
  return React.createElement('output', { id }, String(count));
}
let release;
const pending = new Promise((resolve) => (release = resolve));
function Gate() {
  React.use(pending);
  return null;
}
const root = createRoot(document.getElementById('root'));
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
window.steps = {
  listeners: () => apiRef.current.store.listeners.size,
  setCount(count) {
    const state = { ...apiRef.current.state, count };
    apiRef.current.state = state;
    apiRef.current.store.setState(state);
  },
  // A render that suspends: React keeps it uncommitted until the promise settles, as a sliced render between slices.
  async renderPending() {
    React.startTransition(() => root.render(React.createElement(React.Fragment, null, React.createElement(Count, { id: 'count' }), React.createElement(Gate))));
    await tick();
  },
  // Another render of the root comes first: React throws the pending one away.
  async replace() {
    React.startTransition(() => root.render(React.createElement('p', { id: 'other' }, 'other')));
    await tick();
  },
  async commitPending() {
    release();
    await tick();
  },
  unmount() {
    flushSync(() => root.unmount());
  },
};
`;

let script: string;

test.beforeAll(async () => {
  script = await devBundle(ENTRY);
});

/** Opens the page (the hook as published when `published`) and collects React's warnings. */
async function open(page: Page, published: boolean): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.setContent('<!doctype html><div id="root"></div>');
  if (published) await page.evaluate((name) => ((globalThis as Record<string, unknown>)[name] = false), GRID_SELECTOR_COMMIT);
  await page.addScriptTag({ type: 'module', content: script });
  await page.waitForFunction(() => 'steps' in window);
  return errors;
}

interface Steps {
  listeners(): number;
  setCount(count: number): void;
  renderPending(): Promise<void>;
  replace(): Promise<void>;
  commitPending(): Promise<void>;
  unmount(): void;
}
const steps = <K extends keyof Steps>(page: Page, name: K, ...args: Parameters<Steps[K]>) =>
  page.evaluate(([n, a]) => (window as unknown as { steps: Record<string, (...x: unknown[]) => unknown> }).steps[n as string]!(...(a as unknown[])), [name, args] as const) as Promise<
    Awaited<ReturnType<Steps[K]>>
  >;
const UNMOUNTED = /hasn't mounted yet/;

test.describe('a grid selector in a render React does not commit', () => {
  test('a store update before the commit warns of nothing, and a thrown-away render leaves no listener', async ({ page }) => {
    const errors = await open(page, false);
    await steps(page, 'renderPending');
    await steps(page, 'setCount', 1);
    await steps(page, 'replace');
    await expect(page.locator('#other')).toHaveText('other');
    expect(await steps(page, 'listeners')).toBe(0);
    // React warns within the listener's setState, synchronously; the page's queued work has run too once it is idle.
    await steps(page, 'setCount', 2);
    await mainThreadIdle(page);
    expect(errors).toEqual([]);
  });

  test('a render committed after a store update shows the updated value, and follows the later ones', async ({ page }) => {
    const errors = await open(page, false);
    await steps(page, 'renderPending');
    await steps(page, 'setCount', 1);
    await steps(page, 'commitPending');
    await expect(page.locator('#count')).toHaveText('1');
    expect(await steps(page, 'listeners')).toBe(1);
    await steps(page, 'setCount', 2);
    await expect(page.locator('#count')).toHaveText('2');
    await steps(page, 'unmount');
    expect(await steps(page, 'listeners')).toBe(0);
    expect(errors).toEqual([]);
  });

  test('as published (the switch off), the same steps leave a listener and print the warning', async ({ page }) => {
    const errors = await open(page, true);
    await steps(page, 'renderPending');
    await steps(page, 'replace');
    await expect(page.locator('#other')).toHaveText('other');
    expect(await steps(page, 'listeners')).toBe(1);
    await steps(page, 'setCount', 1);
    await expect.poll(() => errors.filter((e) => UNMOUNTED.test(e)).length).toBeGreaterThan(0);
  });
});
