/**
 * Chart demos show their own labels whole (issue 38): once a Charts page's
 * demos are mounted, each text of a chart (tick labels, axis labels,
 * titles, legend entries) is checked at a desktop (1280 px) and a phone
 * (390 px) width. A label fails when the chart cut it with an ellipsis (an
 * axis narrower than its tick labels: the y-axis default width of v8 is
 * 30 px), when it sits outside its chart's svg (so it is clipped), or when
 * an HTML legend label is wider than its box. console.spec.ts runs it on
 * every Charts page of the production build, where it has mounted every
 * demo anyway; the phone width is the same page resized, as a reader who
 * turns a tablet does (the charts lay out again from their ResizeObserver).
 */
import * as chartLocales from '@mui/x-charts/locales';
import { mainThreadIdle, type Page } from './fixtures';

/**
 * A chart's root svg: the outermost svg of a demo frame that is not an icon.
 * (A production build has no `MuiChartsSurface-root` class: MUI's styled()
 * names the slot only in development.)
 */
const SVG_IN_FRAME = 'svg:not(.MuiSvgIcon-root):not(svg svg)';
const CHART_SVG = `[data-demo-frame] ${SVG_IN_FRAME}`;

/**
 * The package's own texts that end with an ellipsis ("Loading data…" of the
 * loading overlay, in every locale it ships): a label equal to one is whole.
 */
const OWN_ELLIPSIS_TEXTS = [
  ...new Set(
    Object.values(chartLocales).flatMap((locale) => {
      // The locale objects (enUS, frFR, …) carry a theme's `components`; the raw text tables do not.
      const text: object = (typeof locale === 'object' && 'components' in locale && locale.components.MuiChartsLocalizationProvider.defaultProps.localeText) || {};
      return Object.values(text).filter((t): t is string => typeof t === 'string' && t.includes('…'));
    }),
  ),
];

/** The widths every chart demo is checked at. */
export const CHART_LABEL_WIDTHS = [1280, 390] as const;

/** Waits until every chart surface of the mounted demos has a size at the current width, and the page is idle. */
async function chartsLaidOut(page: Page, width: number): Promise<void> {
  await page.waitForFunction(
    ({ w, selector }) =>
      document.documentElement.clientWidth <= w &&
      [...document.querySelectorAll(selector)].every((s) => {
        const r = s.getBoundingClientRect();
        return r.width > 0;
      }),
    { w: width, selector: CHART_SVG },
  );
  await mainThreadIdle(page);
  // After a resize the charts animate their bars and labels to the new layout in animation frames, which leave the
  // main thread idle between them: wait until the texts' boxes hold still for 300 ms (at most 3 s: a demo that
  // animates for ever is checked as it stands).
  await page.evaluate(async (selector) => {
    const boxes = () =>
      [...document.querySelectorAll(`${selector} text`)]
        .map((t) => {
          const r = t.getBoundingClientRect();
          return `${r.x},${r.y},${r.width}`;
        })
        .join(';');
    const end = performance.now() + 3_000;
    let last = boxes();
    let stillSince = performance.now();
    while (performance.now() < end && performance.now() - stillSince < 300) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = boxes();
      if (now !== last) [last, stillSince] = [now, performance.now()];
    }
  }, CHART_SVG);
}

/** Every clipped label of the mounted demos, as `demo id: "text" why`. */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ inFrame, own }) => {
      const out: string[] = [];
      const push = (id: string, what: string) => out.push(`${id}: ${what}`);
      for (const frame of document.querySelectorAll('[data-demo-frame]')) {
        const id = frame.closest('[id]')?.id ?? '?';
        for (const svg of frame.querySelectorAll(inFrame)) {
          const box = svg.getBoundingClientRect();
          if (!box.width) continue;
          for (const text of svg.querySelectorAll('text')) {
            const label = text.textContent ?? '';
            const r = text.getBoundingClientRect();
            if (!label.trim() || !r.width) continue;
            if (label.includes('…') && !own.includes(label.trim())) push(id, `"${label}" cut with an ellipsis`);
            else if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) push(id, `"${label}" outside its chart`);
          }
        }
        for (const label of frame.querySelectorAll<HTMLElement>('.MuiChartsLegend-label')) {
          if ((label.textContent ?? '').includes('…') || label.scrollWidth > label.clientWidth + 1) push(id, `legend "${label.textContent ?? ''}" wider than its box`);
        }
      }
      return out;
    },
    { inFrame: SVG_IN_FRAME, own: OWN_ELLIPSIS_TEXTS },
  );
}

/**
 * The clipped labels of a page whose demos are all mounted, at each width of
 * `CHART_LABEL_WIDTHS` (as `path at N px: …`); the viewport is restored after.
 * A page without a chart answers at once.
 */
export async function chartLabelProblems(page: Page, path: string): Promise<string[]> {
  const charts = await page.evaluate((selector) => [...document.querySelectorAll(selector)].filter((s) => s.querySelector('text')).length, CHART_SVG);
  if (!charts) return [];
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const problems: string[] = [];
  try {
    for (const width of CHART_LABEL_WIDTHS) {
      await page.setViewportSize({ width, height: viewport.height });
      await chartsLaidOut(page, width);
      for (const what of await clippedLabels(page)) problems.push(`${path} at ${width} px: ${what}`);
    }
  } finally {
    await page.setViewportSize(viewport);
  }
  return problems;
}
