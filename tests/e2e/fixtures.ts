/**
 * The browser tests' `test`: every page acts as a reader. Demos mount only
 * once a reader is on the page (a pointer over it, a scroll, a key or a
 * touch: client/demos/index.ts), so after each load the pointer moves onto
 * the app bar's empty corner, as a reader's hand would be on the page.
 * Tests of the page before a reader arrives use `@playwright/test` itself.
 */
import { test as base, type Page } from '@playwright/test';
import { EARLY_CLICKS } from '../../lib/constants';

export * from '@playwright/test';

/** Moves the pointer onto the page after every goto, reload and history step of `page`. */
export function asReader(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      await page.mouse.move(1, 1).catch(() => undefined);
      return response;
    };
  }
  return page;
}

/**
 * Waits until the client has run: its scripts start once the h1 is painted
 * (ui/inline-scripts.ts), and until then keys pressed in a toolbar or a menu
 * have no handler (button presses are kept and replayed, keys are not). The
 * client's last step takes the inline loader's early-click list away
 * (client/early-clicks.ts).
 */
export async function clientReady(page: Page): Promise<void> {
  await page.waitForFunction((key) => !(key in window), EARLY_CLICKS);
}

/**
 * Resolves once the page's main thread has come to an idle period (`requestIdleCallback`): the
 * work the page had queued (effects, idle-time mounts and lazy loads, and any console message
 * they print) has run by then. The event to wait on in place of a fixed sleep after a page
 * settles; `timeoutMs` bounds it for a page that is never idle.
 */
export async function mainThreadIdle(page: Page, timeoutMs = 2_000): Promise<void> {
  await page.evaluate((ms) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: ms })), timeoutMs);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(asReader(page));
  },
});
