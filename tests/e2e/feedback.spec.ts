/**
 * "Was this page helpful?" in Chromium against workerd with the local D1
 * (migrations applied by scripts/serve.ts) and the emulated rate limiter:
 * the widget's code loads only as it nears the viewport, Yes presses its
 * button, a comment with markup is counted, sent and answered 201, the
 * thank-you state shows, and nothing the reader typed is ever rendered back.
 * The stored row itself is checked inside workerd (worker/feedback.test.ts).
 */
import { expect, test, type Page } from './fixtures';
import type { Response } from '@playwright/test';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA });

// A long page without demos: the widget starts more than two screens below the fold at both widths.
const PAGE = '/x/migration/migration-data-grid-v7';

/** Requests for the widget's lazily loaded chunk (esbuild names it after client/feedback/widget.ts). */
function widgetChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/build\/chunks\/widget-[^/]*\.js$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px: Yes, a comment with markup, Send, thanks; the comment is never rendered back`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const chunks = widgetChunkRequests(page);
    await page.goto(PAGE);
    const widget = page.locator('section[data-feedback]');
    await expect(widget).toBeAttached();
    await page.waitForLoadState('load');
    expect(chunks, 'the widget code waits until the widget nears the viewport').toEqual([]);

    const yes = widget.getByRole('button', { name: 'Yes' });
    const no = widget.getByRole('button', { name: 'No' });
    if (width === 1280) {
      // Coming near loads the code before any click.
      await widget.scrollIntoViewIfNeeded();
      await expect.poll(() => chunks.length, { timeout: 10_000 }).toBe(1);
      await expect(widget.getByRole('textbox')).toBeHidden();
    }
    await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();
    // At 390 px the click comes straight away, possibly before the code: it is applied once the code is in.
    await yes.click();
    await expect.poll(() => chunks.length, { timeout: 10_000 }).toBe(1);
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(no).toHaveAttribute('aria-pressed', 'false');

    const box = widget.getByLabel('Tell us more (optional)');
    await expect(box).toBeVisible();
    const comment = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> Clear page at ${width}`;
    await box.fill(comment);
    await expect(widget.locator('#feedback-count')).toHaveText(`${comment.length} of 1000 characters`);
    await expect(box).toHaveAttribute('aria-describedby', 'feedback-count');

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/x/feedback') && r.method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith('/x/feedback')),
      widget.getByRole('button', { name: 'Send feedback' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ path: PAGE, locale: 'en', helpful: true, comment });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const status = widget.getByRole('status');
    await expect(status).toHaveText('Thank you for your feedback!');
    await expect(status).toBeFocused();
    await expect(box).toBeHidden();
    await expect(yes).toBeDisabled();
    // Nothing the reader wrote reached the document: no script ran, no element was made from it.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src=x]').count()).toBe(0);
    expect(await page.content()).not.toContain(`Clear page at ${width}`);
    // The widget fits the viewport.
    const box2 = await widget.boundingBox();
    expect(box2!.x + box2!.width).toBeLessThanOrEqual(width);
  });
}

test('in Chinese, a post past the rate limit shows the 429 message and keeps the comment for a retry', async ({ page }) => {
  const widget = page.locator('section[data-feedback]');
  const box = widget.getByLabel('告诉我们更多（可选）');
  let response: Response | undefined;
  // The limiter inside workerd counts per wall-clock minute, which no page clock moves. If that minute
  // turns between using up the limit and the widget's post, the post is let through: the setup runs
  // again, and cannot meet a second turn within seconds.
  for (let attempt = 0; attempt < 2 && response?.status() !== 429; attempt++) {
    await page.goto('/zh/x/introduction');
    // Use up this client's posts of the minute the way the widget posts.
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 12 && out[out.length - 1] !== 429; i++) {
        const res = await fetch('/x/feedback', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: '/x/introduction', locale: 'zh', helpful: true }) });
        out.push(res.status);
      }
      return out;
    });
    expect(statuses[statuses.length - 1]).toBe(429);

    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('heading', { name: '此页面对您有帮助吗？' })).toBeVisible();
    const no = widget.getByRole('button', { name: '没有帮助' });
    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await box.fill('缺少示例');
    [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/x/feedback')), widget.getByRole('button', { name: '发送反馈' }).click()]);
  }
  expect(response?.status()).toBe(429);
  expect(response?.headers()['retry-after']).toBe('60');
  await expect(widget.getByRole('status')).toHaveText('您在过去一分钟内发送的反馈过多，请等待一分钟后再试。');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('缺少示例');
  await expect(widget.getByRole('button', { name: '发送反馈' })).toBeEnabled();
});
