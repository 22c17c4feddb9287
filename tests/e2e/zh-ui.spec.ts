/**
 * The Chinese UI in real Chromium: on a /zh page without its own text (the
 * English body under the untranslated notice) the language menu offers
 * English, and the navigation labels, the shell and the demo toolbars
 * (labels, aria-labels, titles, the styling menu, the status messages the
 * client writes) are Chinese; an English page's language menu offers 中文.
 */
import { asReader, expect, test, type Page } from './fixtures';

const PATH = '/x/react-data-grid/sorting';

/** English UI words that must not label anything on a /zh page (the demos' own content aside). */
const ENGLISH_UI =
  /\b(Show code|Hide code|Copy|Copied|Link copied|Reset|Open in|Code styling|Code language|Language|Demo|Plain CSS|Settings|Search|Contents|Previous|Next|Pagination|Skip to content|Main navigation|Close|Open navigation|Edit this page|Back to top|Reading progress|Mode|Light|Dark|System|Direction|Density|Comfortable|Dense|Main features|Advanced features|Components|Customization|Overview|Filtering|Sorting|Rows|Columns|Package manager)\b/;

/** Every label a reader or a screen reader gets from the shell and the demo toolbars. */
function uiLabels(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const inDemoContent = (el: Element) => el.closest('.demo-frame, .demo-code pre');
    // The body's own prose is English by design; its chrome (toolbars, copy buttons) is not.
    const inProse = (el: Element) => el.closest('.body') && !el.closest('.demo-toolbar, .demo-menu-list, .code-copy, .install-tablist');
    for (const el of document.querySelectorAll('body *')) {
      if (inDemoContent(el) || inProse(el)) continue;
      for (const attr of ['aria-label', 'title']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
      if (el.matches('button, summary, a, h2, h3, small, li[role=menuitemradio], [role=status], .nav-sub, .nav-group-single, .demo-code-show, .demo-code-hide')) {
        const text = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim();
        if (text) out.push(text);
      }
    }
    return out;
  });
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const vp of VIEWPORTS) {
  test(`${vp.width}x${vp.height}: a /zh page with demos has a Chinese UI around its English body, and the menu offers English`, async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: vp });
    const page = asReader(await context.newPage());
    await page.goto(`/zh${PATH}`);
    await expect(page.locator('[data-untranslated]')).toContainText('本页尚未翻译成中文');

    // Language menu: English, for this page.
    await page.locator('summary[aria-label="语言"]').click();
    const english = page.locator('.menu[data-menu=language] a[lang=en]');
    await expect(english).toBeVisible();
    await expect(english).toHaveText('English');
    await expect(english).toHaveAttribute('href', PATH);
    await page.keyboard.press('Escape');

    // Navigation groups and sections (on a phone, in the drawer).
    if (vp.width < 900) await page.getByRole('button', { name: '打开导航' }).click();
    const groups = await page.locator('.nav-tree summary, .nav-tree .nav-sub, .nav-tree .nav-group-single').allInnerTexts();
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.map((g) => g.trim())).toEqual(expect.arrayContaining(['数据表格', '主要功能', '高级功能']));
    expect(groups.filter((g) => ENGLISH_UI.test(g))).toEqual([]);
    if (vp.width < 900) await page.keyboard.press('Escape');

    // The first demo's toolbar: visible labels, aria-labels and the status the client writes.
    const demo = page.locator('.demo:has(.demo-toolbar)').first();
    await demo.scrollIntoViewIfNeeded();
    const toolbar = demo.locator('.demo-toolbar');
    await expect(toolbar).toHaveAttribute('aria-label', /^示例操作：/);
    const show = toolbar.locator('[data-demo-action=code]');
    await expect(show).toHaveText('显示代码', { useInnerText: true });
    await show.click();
    await expect(show).toHaveText('隐藏代码', { useInnerText: true });
    await expect(demo.locator('.code-copy').first()).toBeVisible();
    await expect(demo.locator('.code-copy').first()).toHaveText('复制');
    await toolbar.locator('[data-demo-action=copy]').click();
    await expect(demo.locator('.demo-status')).toHaveText('已复制');
    await toolbar.locator('[data-demo-action=link]').click();
    await expect(demo.locator('.demo-status')).toHaveText('链接已复制');
    const styling = toolbar.locator('[data-demo-action=styling-menu]');
    if (await styling.count()) {
      await styling.click();
      await expect(demo.locator('.demo-menu-list')).toBeVisible();
    }

    // Settings panel open, then every label of the shell and the toolbars.
    await page.locator('[data-settings-toggle]').click();
    await expect(page.locator('#settings-title')).toHaveText('设置');
    const labels = await uiLabels(page);
    expect(labels.length).toBeGreaterThan(50);
    expect(labels.filter((l) => ENGLISH_UI.test(l))).toEqual([]);
    for (const zh of ['复制源代码', '重置示例', '打开设置', '主导航', '分页导航', '上一页', '下一页', '目录']) expect(labels).toContain(zh);
    await context.close();
  });

  test(`${vp.width}x${vp.height}: an English page offers 中文 in its language menu`, async ({ page }) => {
    await page.setViewportSize(vp);
    await page.goto(PATH);
    await page.locator('summary[aria-label="Language"]').click();
    const chinese = page.locator('.menu[data-menu=language] a[lang=zh]');
    await expect(chinese).toBeVisible();
    await expect(chinese).toHaveText('中文');
    await expect(chinese).toHaveAttribute('href', `/zh${PATH}`);
    await chinese.click();
    await expect(page).toHaveURL(new RegExp(`/zh${PATH}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
}
