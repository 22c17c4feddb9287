/**
 * Client entry, loaded on every docs page. It carries only the shell's
 * everyday interactions; each feature below loads its heavy parts (React,
 * MUI, demo code, the search modal) on first need, not with the page.
 */
import { DEFAULT_CLIENT_STRINGS, type ClientConfig } from '../lib/client-config';
import { initAnalytics, whenActivated } from './analytics/index';
import { initApiLayout } from './api-layout';
import { initCopy } from './copy';
import { replayEarlyClicks } from './early-clicks';
import { initDemos } from './demos/index';
import { yieldToBrowser } from './demos/preload';
import { initFeedback } from './feedback/index';
import { initExtraFont } from './fonts';
import { initInstallTabs } from './install-tabs';
import { initSearch } from './search/index';
import { initReadingAids, initShell } from './shell';
import { rememberSiteCss } from './site-css';
import { setUpdateNoticeStrings } from './update-notice';
import { initHoverSpeculation } from './speculation';

function readConfig(): ClientConfig {
  try {
    return JSON.parse(document.getElementById('docs-config')?.textContent ?? '{}') as ClientConfig;
  } catch {
    return { strings: DEFAULT_CLIENT_STRINGS } as ClientConfig;
  }
}

/**
 * Runs each step in a task of its own, in order, after the current one (a step that throws is reported and
 * the next still runs): the work a reader does not see at once, so that no start-up task is long.
 */
async function inTurn(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    try {
      step();
    } catch (e) {
      reportError(e);
    }
  }
}

const config = readConfig();
// First task: what a reader can press or see on the page, then the clicks made before the client ran.
initShell();
// A config from an older cached page may lack newer strings: English fills the gaps.
config.strings = { ...DEFAULT_CLIENT_STRINGS, ...config.strings };
setUpdateNoticeStrings(config.strings);
initCopy(document, config.strings);
initApiLayout(document);
initInstallTabs(document);
initDemos(config);
initSearch(config);
initFeedback();
// A prerendered page counts, loads ads and registers the worker only once shown. Before the replay below, so
// that a click made before the client ran is reported as well as pressed again.
whenActivated(document, () => initAnalytics(config));
// Every handler is in: a button pressed before the client ran is pressed again.
replayEarlyClicks(document, window);
// Then, a task each (the shell's start-up took one task of 100 ms at 4x CPU slowdown): the table of contents'
// scroll-spy and the reading progress, prerender on hover, the extra font, and what a prerendered page only
// starts once shown.
void inTurn([
  initReadingAids,
  () => initHoverSpeculation(document, window),
  () => initExtraFont(document, window),
  // The site stylesheet file goes to the HTTP cache, so that the next pages link it instead of inlining it.
  () => whenActivated(document, () => rememberSiteCss(document, window, config.siteCss)),
]);
