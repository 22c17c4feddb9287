/**
 * The axe-core settings the accessibility spec (a11y.spec.ts) and the demo
 * audit (bench/a11y-demos.ts) share: the WCAG 2.x A/AA rules in light mode,
 * only the rules whose outcome depends on colours in dark (the DOM is the
 * light run's), and how a page is put in a colour mode before axe reads it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type ColourMode = 'light' | 'dark';
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules of AXE_TAGS whose outcome depends on colours: all a dark run re-checks. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Puts the page in `mode` (the site's default "system" scheme follows the
 * emulated preference). Colour transitions (links, buttons) jump to their
 * end before axe reads the colours. Not waited on: a transition in a subtree
 * the browser skips rendering (content-visibility) may never finish, and
 * endless animations (skeletons) never do.
 */
export async function setColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await page.waitForFunction((m) => document.documentElement.getAttribute('data-mui-color-scheme') === m, mode, { timeout: 10_000 });
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  });
}

/**
 * An axe run for `mode`, violations only: AXE_TAGS in light (with
 * `lightRules` on top), COLOUR_RULES in dark. Legacy mode runs axe in the
 * page and its same-origin frames in one call (the default opens a second
 * page per run to merge frames' results, a few seconds each).
 */
export function axeFor(page: Page, mode: ColourMode, lightRules?: Record<string, { enabled: boolean }>): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  // options() replaces what withTags() set: options first.
  if (mode === 'dark') return builder.options({ resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } });
  return builder.options({ resultTypes: ['violations'], ...(lightRules ? { rules: lightRules } : {}) }).withTags(AXE_TAGS);
}
