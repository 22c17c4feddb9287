import { readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, launcherArgs, launcherDisableFeatures } from './chromium-args';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let server: BrowserServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The browser process's own command line. */
function commandLine(s: BrowserServer): string[] {
  return readFileSync(`/proc/${s.process().pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** The DevTools targets of a browser that opened one page in one context: pages and any browser UI it built. */
async function targetsAfterOnePage(args: readonly string[]): Promise<{ type: string; url: string }[]> {
  server = await chromium.launchServer({ executablePath: CHROME, args: [...args] });
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await (await browser.newContext()).newPage();
  await page.setContent('<p>a page</p>');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await browser.close();
  return targetInfos.map((t) => ({ type: t.type, url: t.url }));
}

describe('the Chromium command line', () => {
  it('keeps every feature Playwright disables in the one --disable-features Chromium reads (the last)', async () => {
    server = await chromium.launchServer({ executablePath: CHROME, args: [...CHROMIUM_ARGS] });
    const lists = commandLine(server)
      .filter((a) => a.startsWith('--disable-features='))
      .map((a) => a.slice('--disable-features='.length).split(','));
    // Playwright's own switch first, ours last.
    expect(lists.length).toBe(2);
    const [playwrights, ours] = lists as [string[], string[]];
    expect(playwrights.filter((f) => !ours.includes(f))).toEqual([]);
  }, 30_000);

  it('opens no hidden omnibox popup page beside a test page', async () => {
    const targets = await targetsAfterOnePage(CHROMIUM_ARGS);
    expect(targets.filter((t) => t.type !== 'page')).toEqual([]);
    expect(targets.filter((t) => t.type === 'page')).toHaveLength(1);
  }, 30_000);

  it("adds the hidden browser UI to chrome-launcher's own list, keeping it", () => {
    const flag = launcherDisableFeatures(['--headless', '--disable-features=Translate,MediaRouter']);
    expect(flag).toBe('--disable-features=Translate,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup');
    expect(launcherDisableFeatures([])).toBe('--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup');
    const args = launcherArgs(['--disable-features=Translate']);
    expect(args[0]).toBe('--headless=new');
    expect(args.filter((a) => a.startsWith('--disable-features='))).toEqual(['--disable-features=Translate,WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
    expect(args).toContain('--disable-gpu');
  });
});
