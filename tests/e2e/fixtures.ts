/**
 * The browser tests' `test` and shared helpers. Pages are opened as a
 * reader who only reads: demos go live once the browser is idle after
 * `load` (client/demos/index.ts), with no gesture needed. `asReader` puts
 * the reader's hand on the page after each load (the pointer onto the app
 * bar's empty corner), for tests that want demos to wake at once, as a
 * first gesture makes them.
 */
import { expect, test as base, type Page } from '@playwright/test';
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
 * (client/inline/load.ts), and until then keys pressed in a toolbar or a menu
 * have no handler (button presses and the search shortcut are kept and
 * replayed, other keys are not). The
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

/**
 * Brings the page's demo frames into view one after another (all of them, or the first `count`) and waits until each
 * has mounted its live demo (`data-demo-mounted`). Returns how many frames it mounted.
 */
export async function mountDemos(page: Page, { count, timeout = 30_000 }: { count?: number; timeout?: number } = {}): Promise<number> {
  const frames = page.locator('.demo [data-demo-frame]');
  const n = count ?? (await frames.count());
  for (let i = 0; i < n; i++) {
    const frame = frames.nth(i);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout });
  }
  return n;
}

export const test = base;
