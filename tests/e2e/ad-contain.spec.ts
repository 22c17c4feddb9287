/**
 * The ad slot's size and layout containment (ui/styles.ts): the ad drawn after `load` lays out the slot alone, not
 * the whole document (a 45-50 ms layout at 4x CPU on the charts pages, issue 36, point 3). Nothing may look different:
 * the slot, the ad inside it and the page below it keep the boxes they have without the containment, for an image
 * ad from the network's script and a text-only ad from its JSON, on a desktop and a phone width.
 */
import type { Page } from '@playwright/test';
import { AD_CONTAIN_OFF } from '../../bench/demo-switches';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA, forceRandom } from './stub-servers';

const PAGE = '/x/introduction/installation';
const NO_VITALS = 0.5;
const IMAGE = 0.5;
const INLINE = 0.1;

test.use({ userAgent: READER_UA });

interface Drawn {
  contain: string;
  /** The boxes of the slot, every element inside it and the element after it, rounded. */
  boxes: string[];
  text: string;
}

async function drawn(page: Page, shape: number, contained: boolean): Promise<Drawn> {
  await forceRandom(page, [shape, NO_VITALS, 0.9]);
  if (!contained) await page.addInitScript({ content: AD_CONTAIN_OFF });
  await page.goto(PAGE);
  const slot = page.locator('[data-ad-slot]');
  await expect(slot).toHaveAttribute('data-ad-state', 'network', { timeout: 10_000 });
  await mainThreadIdle(page);
  return slot.evaluate((el) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return `${e.nodeName}.${e.className} ${Math.round(r.x)},${Math.round(r.y + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    const after = el.nextElementSibling;
    return {
      contain: getComputedStyle(el).contain,
      boxes: [box(el), ...[...el.querySelectorAll('*')].map(box), ...(after ? [box(after)] : [])],
      text: (el as HTMLElement).innerText,
    };
  });
}

for (const [name, shape] of [
  ['an image ad from the script', IMAGE],
  ['a text-only ad from the JSON', INLINE],
] as const) {
  for (const width of [1280, 390]) {
    test(`${name} at ${width} px: the contained slot draws what the uncontained one draws`, async ({ browser, baseURL }) => {
      const read = async (contained: boolean) => {
        const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width, height: 800 } });
        try {
          return await drawn(await context.newPage(), shape, contained);
        } finally {
          await context.close();
        }
      };
      const on = await read(true);
      const off = await read(false);
      expect(on.contain).toBe('size layout');
      expect(off.contain).toBe('none');
      expect(on.boxes.length).toBeGreaterThan(3);
      expect(on.boxes).toEqual(off.boxes);
      expect(on.text).toBe(off.text);
    });
  }
}
