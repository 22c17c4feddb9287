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
import { initFeedback } from './feedback/index';
import { initExtraFont } from './fonts';
import { initInstallTabs } from './install-tabs';
import { initSearch } from './search/index';
import { initShell } from './shell';
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

const config = readConfig();
initShell();
initHoverSpeculation(document, window);
// A config from an older cached page may lack newer strings: English fills the gaps.
config.strings = { ...DEFAULT_CLIENT_STRINGS, ...config.strings };
setUpdateNoticeStrings(config.strings);
initCopy(document, config.strings);
initApiLayout(document);
initInstallTabs(document);
initExtraFont(document, window);
initDemos(config);
initSearch(config);
// A prerendered page counts, loads ads and registers the worker only once shown.
whenActivated(document, () => initAnalytics(config));
// The site stylesheet file goes to the HTTP cache, so that the next pages link it instead of inlining it.
whenActivated(document, () => rememberSiteCss(document, window, config.siteCss));
initFeedback();
// Every handler is in: a button pressed before the client ran is pressed again.
replayEarlyClicks(document, window);
