/**
 * The Data Grid's root style comes compiled from the build (scripts/demos/precompiled-styles.ts, client/demos/
 * early-styles.ts): on a grid page the root's class was served from the build's rules, and the page ends up with the
 * same rules, in the same order, as when the browser compiles every style (`__demoPrecompiled = false`, the switch of
 * bench/demo-switches.ts BENCH_PRECOMPILED=0): the root class's own rules and every rule of the demos' style sheets.
 * Both root variants (the MIT grid on sorting, the Premium grid with its top right corner rounded on aggregation) and
 * the right-to-left cache (its stylis plugins differ).
 */
import type { Page } from '@playwright/test';
import { PRECOMPILED, PRECOMPILED_HITS } from '../../client/demos/early-styles';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

interface Seen {
  /** The grid root's class made by the demos' cache (`demo-<name>` / `demo-rtl-<name>`). */
  rootClass: string;
  /** The `<key>\n<name>` served from the build's rules. */
  hits: string[];
  /** The rules (cssText) that select the root class, in the document's order. */
  rootRules: string[];
  /** Every rule of the demos' Emotion style sheets, in the document's order. */
  demoRules: string[];
}

async function load(page: Page, path: string, { off, rtl }: { off: boolean; rtl: boolean }): Promise<Seen> {
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(PRECOMPILED)}] = false;` });
  if (rtl) await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.goto(path);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  return page.evaluate(
    ({ key, hitsName }) => {
      const root = document.querySelector('[data-demo-mounted] .MuiDataGrid-root')!;
      const rootClass = [...root.classList].find((c) => c.startsWith(`${key}-`) && /^[a-z0-9]+$/.test(c.slice(key.length + 1))) ?? '';
      const sheets = [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key} "], style[data-emotion="${key}"]`)];
      const demoRules = sheets.flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText));
      const self = new RegExp(`\\.${rootClass}(?![\\w-])`);
      return {
        rootClass,
        hits: ((globalThis as Record<string, unknown>)[hitsName] as string[] | undefined) ?? [],
        rootRules: demoRules.filter((r) => self.test(r)),
        demoRules,
      };
    },
    { key: rtl ? 'demo-rtl' : 'demo', hitsName: PRECOMPILED_HITS },
  );
}

for (const [path, rtl] of [
  ['/x/react-data-grid/sorting', false],
  ['/x/react-data-grid/aggregation', false],
  ['/x/react-data-grid/sorting', true],
] as const) {
  test(`${path}${rtl ? ' (rtl)' : ''}: the grid root's rules come from the build, the same as compiled in the browser`, async ({ browser }) => {
    const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    try {
      const built = await load(on, path, { off: false, rtl });
      const compiled = await load(off, path, { off: true, rtl });
      const key = rtl ? 'demo-rtl' : 'demo';
      expect(built.rootClass).toMatch(new RegExp(`^${key}-[a-z0-9]+$`));
      expect(compiled.rootClass).toBe(built.rootClass);
      // Served from the build's rules, and only with the switch on.
      expect(built.hits).toContain(`${key}\n${built.rootClass.slice(key.length + 1)}`);
      expect(compiled.hits).toEqual([]);
      // The root's ~130 rules, and the whole demo sheets, as the browser's own compilation makes them.
      expect(built.rootRules.length).toBeGreaterThan(100);
      expect(built.rootRules).toEqual(compiled.rootRules);
      expect(built.demoRules).toEqual(compiled.demoRules);
    } finally {
      await on.close();
      await off.close();
    }
  });
}
