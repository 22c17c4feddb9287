/**
 * No page asks the browser to evaluate code: the site's CSP has no
 * 'unsafe-eval', and a Data Grid's filter used to probe `new Function()`
 * (one `script-src eval` report per Data Grid page). The docs theme gives
 * every grid `disableEval` (ui/theme.ts); these pages mount filtering grids
 * and record every CSP violation the browser raises.
 */
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

// A reader's browser: the worker treats HeadlessChrome as a bot, and a bot's page keeps its stand-ins.
test.use({ userAgent: READER_UA });

for (const path of ['/x/react-data-grid/filtering', '/x/react-data-grid/filtering/quick-filter', '/x/react-data-grid/demos/inventory']) {
  test(`no script-src eval violation on ${path} once its grids mounted`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    await page.goto(path);
    await page.evaluate(async () => {
      for (const frame of document.querySelectorAll('[data-demo-frame]')) {
        frame.scrollIntoView({ block: 'center' });
        const until = Date.now() + 8000;
        while (!frame.hasAttribute('data-demo-mounted') && Date.now() < until) await new Promise((r) => requestAnimationFrame(r));
      }
    });
    await expect(page.locator('.MuiDataGrid-root').first()).toBeVisible();
    // Filter a grid, so its filter applier is built (where the probe ran).
    const search = page.locator('.MuiDataGrid-root input[type="search"], .MuiDataGrid-root input[placeholder*="Search" i]').first();
    if (await search.count()) {
      await search.fill('a');
      await expect(search).toHaveValue('a');
    }
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(violations.filter((v) => v.includes('eval'))).toEqual([]);
  });
}
