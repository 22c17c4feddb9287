/**
 * A picker field's yields in a demo's hidden first render (scripts/demos/picker-tree-patches.ts): the field's
 * component runs two patched hooks, useFieldV7TextField and the useFieldState it calls, and both yield through the
 * slice gate (scripts/demos/slice-gate.ts). React matches a replayed component's `use()` calls to the suspended
 * attempt's by their index in the component, not by hook. With a gate state per hook, an attempt could yield at a
 * point of one hook that comes before a point the other hook had yielded at in an earlier attempt (each hook only
 * kept its own yields in order): the `use()` there got another thenable than the one React had at that index, and the
 * development build printed "A component was suspended by an uncached promise" (the development pass, console.spec.ts
 * `@dev`, now and then on picker pages: a point's budget is wall time, so which point yields varies with the load).
 * The two hooks share one gate state now: the field's points are in one order and a new yield comes after every
 * earlier one.
 *
 * The page: the real DateField, patched through the client build's own plugin (eval-slices' `slicedSource`), React's
 * development build, rendered hidden in a transition under a gate whose budget the test scripts: each point's budget
 * check (a point past every earlier yield) takes the next budget of the plan, -1 (yield) or Infinity (go on), so which
 * points yield does not depend on the machine's speed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devBundle } from './dev-bundle';
import { expect, mainThreadIdle, test, type Page } from './fixtures';

const GRID_SLICES_MODULE = join(dirname(fileURLToPath(import.meta.url)), '../../client/demos/grid-slices.ts');

const ENTRY = `
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { GridSliceContext } from ${JSON.stringify(GRID_SLICES_MODULE)};

const h = React.createElement;
window.__demoGridSlicesDebug = { fieldYields: 0 };
window.renderField = (plan) => {
  const checks = [];
  // The budget each point check reads: the plan's next, then Infinity (no more yields).
  const gate = {
    open: true,
    get budget() {
      const b = plan.length > 0 ? plan.shift() : Infinity;
      checks.push(b);
      return b;
    },
  };
  window.checks = checks;
  const root = createRoot(document.getElementById('root'));
  React.startTransition(() =>
    root.render(
      h(LocalizationProvider, { dateAdapter: AdapterDayjs },
        h(React.Activity, { mode: 'hidden' },
          h(GridSliceContext, { value: gate },
            h(React.Suspense, { fallback: null }, h(DateField, { label: 'Date' })))),
        h(Done)),
    ),
  );
};
function Done() {
  React.useInsertionEffect(() => {
    window.committed = true;
  }, []);
  return null;
}
`;

let script: string;

test.beforeAll(async () => {
  script = await devBundle(ENTRY);
});

interface Result {
  errors: string[];
  yields: number;
  checks: number[];
  inputs: number;
}

/** Renders the field hidden with the plan's budgets and returns React's warnings, the field's yields and the checks. */
async function renderField(page: Page, plan: number[]): Promise<Result> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.setContent('<!doctype html><div id="root"></div>');
  await page.addScriptTag({ type: 'module', content: script });
  await page.waitForFunction(() => 'renderField' in window);
  await page.evaluate((p) => (window as unknown as { renderField(p: number[]): void }).renderField(p), plan);
  await page.waitForFunction(() => (window as unknown as { committed?: boolean }).committed === true);
  await mainThreadIdle(page);
  const got = await page.evaluate(() => {
    const w = window as unknown as { __demoGridSlicesDebug: { fieldYields: number }; checks: number[] };
    return { yields: w.__demoGridSlicesDebug.fieldYields, checks: [...w.checks], inputs: document.querySelectorAll('#root input').length };
  });
  return { errors, ...got };
}

const UNCACHED = /uncached promise/;

test.describe('a picker field yielding in a hidden first render', () => {
  // The field's points, in call order: V7's first (before useFieldState), useFieldState's five, V7's three after it.
  test('useFieldState yields, then a later attempt reaches an earlier point of useFieldV7TextField: no warning', async ({ page }) => {
    // First attempt: V7's first point goes on, useFieldState's first yields. The replay checks V7's first point again
    // only if its state did not see that yield; a -1 there yields before the recorded one.
    const r = await renderField(page, [Infinity, -1, -1]);
    expect(r.inputs, 'the field rendered').toBe(1);
    expect(r.errors.filter((e) => UNCACHED.test(e))).toEqual([]);
    // Each of the field's nine points is checked once: a replay checks only points past every earlier yield.
    expect(r.checks).toEqual([Infinity, -1, -1, ...Array<number>(6).fill(Infinity)]);
    expect(r.yields, 'the field yielded at its 2nd and 3rd points').toBe(2);
    expect(r.errors).toEqual([]);
  });

  test('V7 yields after useFieldState ran through, then a later attempt reaches a point of useFieldState: no warning', async ({ page }) => {
    // First attempt: V7's first point and useFieldState's five go on, V7's second yields (its budget counts from its
    // hook, before useFieldState). The replay runs useFieldState again; a -1 at its points yields before V7's recorded one.
    const r = await renderField(page, [Infinity, Infinity, Infinity, Infinity, Infinity, Infinity, -1, -1, -1]);
    expect(r.inputs, 'the field rendered').toBe(1);
    expect(r.errors.filter((e) => UNCACHED.test(e))).toEqual([]);
    expect(r.checks).toEqual([...Array<number>(6).fill(Infinity), -1, -1, -1]);
    expect(r.yields, "the field yielded at V7's last three points").toBe(3);
    expect(r.errors).toEqual([]);
  });
});
