/**
 * The command line of every Chromium the project starts: the browser tests (playwright.config.ts), the build's
 * demo pictures, the copy-build test and the benches.
 *
 * Chromium 15x in headless mode builds the omnibox's popups for every window it opens, as WebUI pages
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode page), each in a renderer of its own that runs their
 * scripts though no one can see them. Each browser context of a test or bench paid one such renderer: 12
 * contexts visiting two pages each took 42-44 s of CPU with them and 25-28 s without (stop 22). On CI's two
 * cores that is CPU taken from the pages under test, the workerd serving them and the measurements.
 *
 * Chromium keeps only the last `--disable-features` of its command line, so adding ours after Playwright's
 * would switch Playwright's own off again (HTTPS upgrades, third-party storage partitioning, …): the list
 * below is Playwright's (playwright-core's chromiumSwitches) and ours. `scripts/chromium-args.test.ts`
 * fails when Playwright's list gains a feature this one lacks, and when a popup page comes back.
 */

/** The features Playwright itself disables (playwright-core 1.65's chromiumSwitches), kept whole. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The omnibox popups Chromium prepares as hidden WebUI pages, one renderer per window. */
export const HIDDEN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/** `--disable-features` with `base` (the launcher's own list) and the hidden browser UI, as one switch. */
export function disableFeatures(base: readonly string[]): string {
  return `--disable-features=${[...new Set([...base, ...HIDDEN_BROWSER_UI_FEATURES])].join(',')}`;
}

/** No sandbox (containers), software rendering, no QUIC, no first-run, background, update or sync traffic. */
const SWITCHES = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Arguments for a Chromium started through Playwright: SWITCHES and no hidden browser UI. */
export const CHROMIUM_ARGS: readonly string[] = [...SWITCHES, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];

/** `--disable-features` for a Chromium started by chrome-launcher (Lighthouse's launcher), whose own list is `launcherFlags`'. */
export function launcherDisableFeatures(launcherFlags: readonly string[]): string {
  const own = launcherFlags.find((f) => f.startsWith('--disable-features='));
  return disableFeatures(own ? own.slice('--disable-features='.length).split(',') : []);
}

/** Flags for a Chromium started by chrome-launcher: headless, SWITCHES, and its own disabled features with the hidden browser UI. */
export function launcherArgs(launcherFlags: readonly string[]): string[] {
  return ['--headless=new', ...SWITCHES, launcherDisableFeatures(launcherFlags)];
}
